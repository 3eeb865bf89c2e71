# RTL: whole-engine lint with Verilator -Wall and an Icarus elaboration.
#
#   make rtl-lint   verilator --lint-only -Wall on vp_engine (every rtl/*.v) at
#                   1, 2, 3 and the default number of threads, GPU 20, and
#                   the boards' engine (mk/boards.def), and iverilog -g2012
#                   elaborates the same files; the per-unit timing top
#                   (synth/fpga_unit) linted for each unit
#
# Per-unit tests live in mk/rtl_vu.mk and mk/rtl_sfu.mk, the lock-step bench
# in mk/sim.mk.

RTL_SRCS := $(wildcard rtl/*.v)
RTL_TOP  := vp_engine

.PHONY: rtl-lint
# the RTL as the FPGA flow reads it (VP_ECP5) with the model of the ECP5
# multiplier primitive
RTL_ECP5 := -DVP_ECP5 synth/ecp5_mult18x18d_sim.v
rtl-lint: deps-sim
	@for g in -GNTHREADS=1 -GNTHREADS=2 -GNTHREADS=3 "" -GGPU=20 \
	  "-GEX_LAT=$(BOARD_EX_LAT) -GIF_STAGE=$(BOARD_IF_STAGE) -GRD_STAGE=$(BOARD_RD_STAGE) -GNTHREADS=$(BOARD_NT) $(RTL_ECP5)" -GEX_LAT=17 -GEX_LAT=18 -GEX_LAT=19 -GEX_LAT=20 -GIF_STAGE=1 "-GIF_STAGE=1 -GNTHREADS=1" -GIF_STAGE=2 "-GIF_STAGE=2 -GNTHREADS=1" -GRD_STAGE=1 "-GRD_STAGE=1 -GNTHREADS=1"; do \
	  verilator --lint-only -Wall -Irtl --top-module $(RTL_TOP) $$g $(RTL_SRCS) || exit 1; done
	@echo "rtl-lint: verilator -Wall clean ($(words $(RTL_SRCS)) files, top $(RTL_TOP), NTHREADS 1, 2, 3 and the default, GPU 20, EX_LAT 17 to 20, IF_STAGE 1 and 2 and RD_STAGE 1 (each also with NTHREADS 1), the boards' EX_LAT $(BOARD_EX_LAT), IF_STAGE $(BOARD_IF_STAGE), RD_STAGE $(BOARD_RD_STAGE) and NTHREADS $(BOARD_NT), as the FPGA flow reads it: VP_ECP5 with synth/ecp5_mult18x18d_sim.v)"
	@mkdir -p $(BUILD)/rtl && iverilog -g2012 -Irtl -s $(RTL_TOP) -o $(BUILD)/rtl/elab.vvp $(RTL_SRCS)
	@echo "rtl-lint: iverilog elaborates $(RTL_TOP)"
	@for u in VU SFU; do verilator --lint-only -Wall -DVP_SIM -DVP_UNIT_$$u $(RTL_ECP5) -Irtl -Ifpga/rtl --top-module vp_unit_top \
	  -GEX_LAT=$(BOARD_EX_LAT) -GIF_STAGE=$(BOARD_IF_STAGE) -GRD_STAGE=$(BOARD_RD_STAGE) -GNTHREADS=$(BOARD_NT) synth/fpga_unit/vp_unit_top.v fpga/rtl/vp_pll_ecp5.v $(RTL_SRCS) || exit 1; done
	@echo "rtl-lint: verilator -Wall clean: synth/fpga_unit/vp_unit_top.v (make fpga-unit) with UNIT vu and sfu"
TEST_STEPS += rtl-lint
