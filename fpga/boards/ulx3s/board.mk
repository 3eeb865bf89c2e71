# ULX3S (LFE5U-85F-6BG381C, 25 MHz oscillator, FT231X USB UART): board data
# for the bitstream flow (make fpga BOARD=ulx3s, mk/fpga.mk) and for vphost.
# Variables only. Pins: fpga/boards/ulx3s/ulx3s.lpf. docs/fpga.md.
FPGA_FAMILY        := ecp5
FPGA_DEVICE        := 85k
FPGA_PACKAGE       := CABGA381
FPGA_SPEED         := 6
FPGA_LPF           := fpga/boards/ulx3s/ulx3s.lpf
FPGA_CLK_OSC_MHZ   := 25
FPGA_TARGET_MHZ    := 100
FPGA_BAUD          := 1000000
# Engine clock 10 MHz, not the 100 MHz target: no run has finished routing
# yet, nextpnr's estimates after placement are 24.6-28.6 MHz (fpga/REPORT.md,
# docs/synth.md "Timing"), and a bitstream clocked above what it meets is no
# use on a board. FPGA_TARGET_MHZ
# stays the goal the report measures against.
# 25 MHz * CLKFB_DIV 2 / CLKI_DIV 5 = 10 MHz; VCO = 10 MHz * CLKOP_DIV 60 = 600 MHz
# (numbers from ecppll -i 25 -o 10; for 100 MHz: 1 / 4 / 6, CPHASE 2)
# reset: button FIRE1 (active high); vp_board_top checks the PLL numbers
# SFU_II 6: SFU instructions issue in every 6th clock and six SFU stages
# share each multiplier: 3 shared 65 x 65-bit multipliers (70 MULT18X18D of
# the LFE5U-85F's 156) instead of 5 at SFU_II 4; router2 gets far closer to
# a complete route with three (docs/synth.md "Fitting the LFE5U-85F", "Timing")
FPGA_TOP_PARAMS    := -set CLK_OSC_HZ 25000000 -set CLK_ENGINE_HZ 10000000 -set BAUD 1000000 \
                      -set RST_BTN_ACTIVE_LOW 0 -set LED_ACTIVE_LOW 0 \
                      -set CLKI_DIV 5 -set CLKFB_DIV 2 -set CLKOP_DIV 60 -set CLKOP_CPHASE 30 \
                      -set SFU_II 6
FPGA_ECPPACK_FLAGS := --compress
FPGA_PROG_HINT     := openFPGALoader -b ulx3s build/fpga/ulx3s/vp.bit
