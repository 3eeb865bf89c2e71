# RTL: whole-engine lint with Verilator -Wall and an Icarus elaboration.
#
#   make rtl-lint   verilator --lint-only -Wall on vp_engine (every rtl/*.v) at
#                   1, 2, 3 and the default number of threads, the small
#                   board's engine (GPU 20; mk/boards.def), EX_LAT
#                   17 to 20, IF_STAGE 1 and 2, RD_STAGE 1 (each also with one
#                   thread) and the boards' engine (mk/boards.def), and iverilog
#                   -g2012 elaborates the same files; the per-unit timing top
#                   (synth/fpga_unit) linted for each unit (tb/rtl/lint.sh)
#
# Per-unit tests live in mk/rtl_vu.mk and mk/rtl_sfu.mk, the lock-step bench
# in mk/sim.mk.

RTL_SRCS := $(wildcard rtl/*.v)
RTL_TOP  := vp_engine

.PHONY: rtl-lint
# the configurations (each -G set in quotes; "" the defaults); the boards'
# engine is added by tb/rtl/lint.sh
RTL_LINT_CONFIGS := -GNTHREADS=1 -GNTHREADS=2 -GNTHREADS=3 "" \
  "-GGPU=$(SMALL_GPU) -GEX_LAT=$(SMALL_EX_LAT) -GIF_STAGE=$(SMALL_IF_STAGE) -GRD_STAGE=$(SMALL_RD_STAGE) -GNTHREADS=$(SMALL_NT) -DVP_ECP5 synth/ecp5_mult18x18d_sim.v" \
  -GEX_LAT=17 -GEX_LAT=18 -GEX_LAT=19 -GEX_LAT=20 \
  -GIF_STAGE=1 "-GIF_STAGE=1 -GNTHREADS=1" -GIF_STAGE=2 "-GIF_STAGE=2 -GNTHREADS=1" -GRD_STAGE=1 "-GRD_STAGE=1 -GNTHREADS=1" -GRD_STAGE=2 "-GRD_STAGE=2 -GNTHREADS=1"
rtl-lint: deps-sim
	@tb/rtl/lint.sh $(BUILD)/rtl "-GEX_LAT=$(BOARD_EX_LAT) -GIF_STAGE=$(BOARD_IF_STAGE) -GRD_STAGE=$(BOARD_RD_STAGE) -GNTHREADS=$(BOARD_NT)" $(RTL_LINT_CONFIGS)
