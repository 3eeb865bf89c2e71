# OrangeCrab r0.2 85F (LFE5U-85F-8MG285C, 48 MHz oscillator): board data
# only -- the same vp_board_top, nothing in the RTL names this board. The
# OrangeCrab has no USB UART chip: connect a 3.3 V USB-serial adapter to the
# Feather header pins 0 (board receives) and 1 (board sends) and to GND.
# Pins: fpga/boards/orangecrab/orangecrab.lpf. docs/fpga.md.
FPGA_FAMILY        := ecp5
FPGA_DEVICE        := 85k
FPGA_PACKAGE       := CSFBGA285
FPGA_SPEED         := 8
FPGA_LPF           := fpga/boards/orangecrab/orangecrab.lpf
FPGA_CLK_OSC_MHZ   := 48
FPGA_TARGET_MHZ    := 100
FPGA_BAUD          := 1000000
# Engine clock 100 MHz, the target: two engines routed at 101.4 MHz at
# c08ca08 timed against it (fpga/boards/orangecrab/REPORT.md, --seed 4).
# Timed against the 66 MHz this board had before, where no path missed the
# clock nextpnr's timing-driven placer weighs: 102.4 MHz at aafa99c with
# --seed 2 and 93.2 with nextpnr's own seed, 74.4 at be844c1 with --seed 2,
# 93.5 at 4ea9141 (--seed 3); earlier 92.6 MHz at 5749e74 and 1727cbb
# (--seed 3), 90.7 at ed1adeb, 91.4 at d5ca295 and 92.4 at 0eabfde, 84.9 at
# 67ace75 and 85.6 MHz at 4e6b616 with the PLL at 60 MHz (81.9 MHz at
# afb1d76 with the PLL at 32 MHz; 68.8 MHz at 9138923, 57.9 MHz at
# 3a37186, 38.9 MHz with SFU_ML 1; docs/synth.md "Timing"). The flow fails
# a build that misses the board clock: a netlist whose route misses 100 MHz
# needs another seed (docs/synth-log.md "The clock nextpnr is given").
# 48 MHz * CLKFB_DIV 25 / CLKI_DIV 12 = 100 MHz; VCO = 100 MHz * CLKOP_DIV 6 = 600 MHz
# (ecppll -i 48 -o 100; for 66 MHz: 8 / 11 / 9, CPHASE 4); 1 Mbaud is 100
# clocks a bit, exact
# reset: the user button (low while pressed); the RGB LED lights on low
# EX_LAT 13: the special-function unit's MIN_LAT 12 and one more register,
# which vp_sfu puts at its input port (FR), so that the core's operand
# select and the unit's first stage are in different clocks; the vector
# unit (MIN_LAT 9) pads with a delay line.
# IF_STAGE 2: two fetch clocks between the scheduler's pick and decode
# (vp_core F1, FE: the pick registered, then the picked thread's PC), so
# the pick and the PC choice fall in different clocks. RD_STAGE 2: a clock
# between the memories' reads and the operand select (vp_core RD), so that
# no block RAM output runs into logic, and one between the addresses and
# the memories (AG), so that the constant RAM's address starts at a
# flip-flop. 20 clocks from issue to issue of a thread; NTHREADS 22, two
# more than that, hide the gap between a thread's vertices (lit-morph 19.03
# cycles a vertex for its 19 issue slots; 20.0 at 20 threads).
# NENGINES 2: two engines behind the host port (rtl/vp_multi.v); a third
# does not fit the LFE5U-85F (Yosys: 76 % of the LUT4 before carries and
# LUT RAM).
FPGA_TOP_PARAMS    := -set CLK_OSC_HZ 48000000 -set CLK_ENGINE_HZ 100000000 -set BAUD 1000000 \
                      -set RST_BTN_ACTIVE_LOW 1 -set LED_ACTIVE_LOW 1 \
                      -set CLKI_DIV 12 -set CLKFB_DIV 25 -set CLKOP_DIV 6 -set CLKOP_CPHASE 2 \
                      -set EX_LAT 13 -set IF_STAGE 2 -set RD_STAGE 2 -set NTHREADS 22 -set NENGINES 2
# Place-and-route tries (fpga/flow.sh): nextpnr's own seed first, the one
# that met 100 MHz on cc64414's netlist (101.1 MHz; --seed 4 91.1, --seed 3
# 97.6); --seed 4 then, the seed of the report's 101.4 MHz run (c08ca08;
# nextpnr's own seed gave 98.8 MHz on that netlist's RTL, 9ec2888, and
# --seed 3 95.0): the seeds are a lottery per netlist (docs/synth-log.md)
FPGA_PNR_SEEDS     := default 4 3
FPGA_ECPPACK_FLAGS := --compress
FPGA_PROG_HINT     := openFPGALoader -b orangeCrab build/fpga/orangecrab/vp.bit (DFU: hold the button while plugging in)
