# ULX3S with the LFE5U-25F (LFE5U-25F-6BG381C, 25 MHz oscillator, FT231X USB
# UART): the ULX3S board (fpga/boards/ulx3s, the same pins: its .lpf) with
# the smallest ECP5 it is sold with, 24 288 LUT4 cells and 28 MULT18X18D.
# Board data for the bitstream flow (make fpga BOARD=ulx3s-25f, mk/fpga.mk)
# and for vphost. Variables only. docs/fpga.md.
FPGA_FAMILY        := ecp5
FPGA_DEVICE        := 25k
FPGA_PACKAGE       := CABGA381
FPGA_SPEED         := 6
FPGA_LPF           := fpga/boards/ulx3s/ulx3s.lpf
FPGA_CLK_OSC_MHZ   := 25
FPGA_TARGET_MHZ    := 100
FPGA_BAUD          := 1000000
# Engine clock 40 MHz, not the 100 MHz target: the routed engine reached
# 57.8 MHz at fcaa90d (fpga/boards/ulx3s-25f/REPORT.md; 55.4 at 9fb3e1f with
# the same units); 40 MHz keeps more than a fifth of margin, and the flow
# fails a build that misses it. 25 MHz * CLKFB_DIV 8 / CLKI_DIV 5 = 40 MHz;
# VCO = 40 MHz * CLKOP_DIV 15 = 600 MHz (ecppll -i 25 -o 40); 1 Mbaud is 40
# clocks a bit, exact
# reset: button FIRE1 (active high); vp_board_top checks the PLL numbers
# The small engine (docs/fpga.md, "The LFE5U-25F"): NV20's numerics (GPU
# 20: VP1.x and VSP1.0 programs, as the GeForce3 runs; no VP2.0), whose
# units are built small (vp_vu: no VP2 operations, a lane's 6 x 6 partial
# product from LUTs; vp_sfu: the blocks' products of a stage share a
# multiplier, MUL_SHARE): 27 MULT18X18D, not 49; and vp_engine's own
# pipeline, EX_LAT 12, no IF or RD clock, NTHREADS 15 (EX_LAT + 3): the
# 85F boards' IF_STAGE 2 and RD_STAGE 1 cost about 3 700 cells.
FPGA_TOP_PARAMS    := -set CLK_OSC_HZ 25000000 -set CLK_ENGINE_HZ 40000000 -set BAUD 1000000 \
                      -set RST_BTN_ACTIVE_LOW 0 -set LED_ACTIVE_LOW 0 \
                      -set CLKI_DIV 5 -set CLKFB_DIV 8 -set CLKOP_DIV 15 -set CLKOP_CPHASE 7 \
                      -set GPU 20 -set EX_LAT 12 -set IF_STAGE 0 -set RD_STAGE 0
# the LUT mapping of the whole engine at once (FPGA_KEEP none): about 500
# cells fewer than mapping its units each on its own
FPGA_KEEP          := none
# Place-and-route tries (fpga/flow.sh): --seed 2 first, the one that routed
# fcaa90d's engine (57.8 MHz); with nextpnr's own seed router1 crawled (5 569
# arcs left after 2 589 s, stopped; the placement of 9fb3e1f's engine with
# the same units routed at 55.4 MHz in 1 500 s)
FPGA_PNR_SEEDS     := 2 default 3
FPGA_ECPPACK_FLAGS := --compress
FPGA_PROG_HINT     := openFPGALoader -b ulx3s build/fpga/ulx3s-25f/vp.bit
# the tests build this board's engine on its own (mk/boards.def: the small
# board's engine, SMALL_*); the 85F boards' is "the boards' engine"
FPGA_ENGINE        := small
