# FPGA board, host side (issue 6): the board top level fpga/rtl/vp_board_top.v,
# the host protocol (docs/host-protocol.md), vphost (tools/vphost.c) and the
# bring-up test on the simulated board (docs/fpga.md). The bitstream flow
# (make fpga) is in mk/fpga.mk.
#
#   make fpga-lint        verilator --lint-only -Wall on vp_board_top (VP_SIM:
#                         PLL pass-through) at the defaults, the simulation
#                         parameters and every board's FPGA_TOP_PARAMS; each
#                         board's .lpf places exactly the top's ports
#                         (tb/fpga/check_board.sh; known-bad board data must
#                         be refused); iverilog -g2012 and yosys (real
#                         EHXPLLL) elaborate it
#   make fpga-host-sim    the Verilated board behind a pseudo-terminal:
#                         $(BUILD)/fpga-host/vpboard_sim (tb/fpga)
#   make fpga-host-test   vphost drives the simulated board through the
#                         pseudo-terminal: several programs, every output
#                         compared with vpsim byte for byte; then the
#                         known-bad cases (tb/fpga/host_test.sh)
#
# Simulation parameters: the engine clock is 100 MHz and the line runs at
# 12.5 Mbaud, so CLKS_PER_BIT = 8 (the pseudo-terminal has no rate); the
# bridge timeouts are shortened to match. The engine is the boards' (their
# EX_LAT, IF_STAGE, RD_STAGE and threads, mk/boards.def), so vphost is
# tested against what they build.

FH_DIR        := $(BUILD)/fpga-host
FH_RTL        := $(wildcard fpga/rtl/*.v)
FH_ENGINE     := $(wildcard rtl/*.v rtl/*.vh rtl/sfu_tables/*.hex) tb/rtl/vp_checks_bind.v tb/rtl/vp_core_checks.v
FH_CLKS       := 8
FH_PARAMS      = -GCLK_ENGINE_HZ=100000000 -GBAUD=12500000 -GTIMEOUT_CLKS=4000 -GBUSY_CLKS=20000 \
                 -GOUT_WAIT_CLKS=2000 -GLED_HOLD_CLKS=1000 -GHEARTBEAT_CLKS=100000 \
                 -GEX_LAT=$(BOARD_EX_LAT) -GIF_STAGE=$(BOARD_IF_STAGE) -GRD_STAGE=$(BOARD_RD_STAGE) \
                 -GNTHREADS=$(BOARD_NT)
FH_VFLAGS     := --cc --exe --build -Wall --assert --x-assign unique --x-initial unique --trace-fst \
                 -DVP_SIM --top-module vp_board_top -Irtl -Ifpga/rtl -j 1 \
                 -MAKEFLAGS "OPT_FAST=-O1 OPT_SLOW=-O0 OPT_GLOBAL=-O1"
FH_SIM        := $(FH_DIR)/vpboard_sim
# the engine as the FPGA flow reads it (rtl/vp_sfu_mul18r.v: MULT18X18D
# instances, simulated with the project's model of the primitive)
FH_ECP5       := -DVP_ECP5 synth/ecp5_mult18x18d_sim.v
FH_SIM_O      := $(BUILD)/obj/tb/fpga/vpboard_sim.o
FH_BOARDS     := $(wildcard fpga/boards/*/board.mk)

.PHONY: fpga-lint fpga-host-sim fpga-host-test

$(BUILD)/obj/tb/fpga/%.o: CFLAGS += -Itb/fpga -DVPB_CLKS_PER_BIT=$(FH_CLKS)

fpga-lint: deps-sim deps-synth
	@verilator --lint-only -Wall -DVP_SIM -Irtl -Ifpga/rtl --top-module vp_board_top $(FH_RTL) rtl/*.v || exit 1
	@verilator --lint-only -Wall -DVP_SIM -Irtl -Ifpga/rtl --top-module vp_board_top $(FH_PARAMS) $(FH_ECP5) $(FH_RTL) rtl/*.v || exit 1
	@for b in $(FH_BOARDS); do tb/fpga/check_board.sh $$b "$(MAKE)" || exit 1; done
	@echo "fpga-lint: verilator -Wall clean (vp_board_top: defaults, simulation and every board's parameters)"
	@d=$(FH_DIR)/badboard; rm -rf $$d; mkdir -p $$d; \
	sed 's|fpga/boards/ulx3s/ulx3s.lpf|'$$d'/nopin.lpf|' fpga/boards/ulx3s/board.mk > $$d/nopin.mk; \
	grep -v '"led_o\[7\]"' fpga/boards/ulx3s/ulx3s.lpf > $$d/nopin.lpf; \
	sed 's/-set CLKFB_DIV \([0-9]*\)/-set CLKFB_DIV 1\1/' fpga/boards/ulx3s/board.mk > $$d/badpll.mk; \
	if cmp -s $$d/badpll.mk fpga/boards/ulx3s/board.mk; then echo "fpga-lint: FAIL: the planted PLL fault no longer applies"; exit 1; fi; \
	for k in nopin badpll; do if tb/fpga/check_board.sh $$d/$$k.mk "$(MAKE)" > $$d/$$k.log 2>&1; then \
	  echo "fpga-lint: FAIL: the board check passed bad board data ($$k)"; exit 1; fi; \
	  echo "fpga-lint: known-bad board data ($$k) refused: $$(head -1 $$d/$$k.log | cut -c1-110)"; done
	@mkdir -p $(FH_DIR) && iverilog -g2012 -DVP_SIM -Irtl -Ifpga/rtl -s vp_board_top -o $(FH_DIR)/elab.vvp $(FH_RTL) rtl/*.v
	@echo "fpga-lint: iverilog -g2012 elaborates vp_board_top"
	@yosys -q -p "read_verilog -lib +/ecp5/cells_bb.v; read_verilog -Irtl -Ifpga/rtl $(FH_RTL); read_verilog -DVP_ECP5 -Irtl $(wildcard rtl/*.v); \
	  hierarchy -check -top vp_board_top -chparam EX_LAT $(BOARD_EX_LAT)" > $(FH_DIR)/yosys-elab.log 2>&1 || { grep -v 'Replacing memory' $(FH_DIR)/yosys-elab.log; exit 1; }
	@echo "fpga-lint: yosys elaborates vp_board_top with the real EHXPLLL (no VP_SIM) at EX_LAT $(BOARD_EX_LAT) (VP_ECP5)"
	@tb/fpga/keep_check.sh yosys $(FH_DIR)/keep ulx3s default | sed 's/^keep_check/fpga-lint/'; [ $${PIPESTATUS[0]} = 0 ]

$(FH_SIM): $(FH_RTL) $(FH_ENGINE) synth/ecp5_mult18x18d_sim.v tb/fpga/vpb_shim.cpp tb/fpga/vpb_shim.h $(FH_SIM_O) mk/fpga_host.mk $(FH_BOARDS)
	@scripts/deps.sh sim
	@mkdir -p $(FH_DIR)
	@rm -f $@
	@echo "verilator: building $@ (vp_board_top, CLKS_PER_BIT=$(FH_CLKS), EX_LAT=$(BOARD_EX_LAT), IF_STAGE=$(BOARD_IF_STAGE), RD_STAGE=$(BOARD_RD_STAGE), NTHREADS=$(BOARD_NT), VP_ECP5) ..."
	@verilator $(FH_VFLAGS) $(FH_PARAMS) $(FH_ECP5) --Mdir $(FH_DIR)/obj -o $(abspath $@) \
	  -CFLAGS "-I$(CURDIR)/tb/fpga" -LDFLAGS "$(abspath $(FH_SIM_O))" \
	  $(FH_RTL) rtl/*.v $(addprefix $(CURDIR)/,$(SIM_CHECKS)) $(CURDIR)/tb/fpga/vpb_shim.cpp > $(FH_DIR)/build.log 2>&1 || { tail -40 $(FH_DIR)/build.log; exit 1; }
	@echo "verilator: $@ built (log $(FH_DIR)/build.log)"

fpga-host-sim: $(FH_SIM)

fpga-host-test: $(FH_SIM) $(BUILD)/bin/vphost $(BUILD)/bin/vpsim $(BUILD)/bin/vpasm
	@tb/fpga/host_test.sh $(FH_SIM) $(BUILD)/bin/vphost $(BUILD)/bin/vpsim $(FH_DIR)/test

# beside the other steps (Makefile, TEST_BG_STEPS): the board's own
# Verilated model and directories ($(FH_DIR)), which no other step builds
TEST_BG_STEPS += fpga-lint fpga-host-test

# The bridge alone (tb/fpga/tb_bridge.v, Icarus): the registered command
# handshake and its busy timeout, with the engine's ready swept over every
# clock around the timeout; known-bad: the busy reply without its wait
# clock (VP_PLANT_BRIDGE_NOWAIT), a response a clock early (the bridge's
# own check must call it lost), and the registered frame decode taken
# before the payload is in (VP_PLANT_BRIDGE_DEC: the bridge's check).
# Then the register slice between the engine's output port and the bridge
# (vp_out_slice, tb/fpga/tb_out_slice.v): every beat once and in order
# under random valid/ready, a beat a clock when both are high; known-bad:
# the spill register never filled (VP_PLANT_SLICE_NOSPILL).
FB_DIR := $(BUILD)/fpga-bridge
# the register slice between the engine's output port and the bridge
# (tb/fpga/tb_out_slice.v: random valid/ready patterns from this seed,
# printed; make fpga-bridge-test FB_SLICE_SEED=n reproduces a run)
FB_SLICE_SEED ?= 1
.PHONY: fpga-bridge-test
fpga-bridge-test: tb/fpga/tb_bridge.v fpga/rtl/vp_bridge.v tb/fpga/tb_out_slice.v fpga/rtl/vp_out_slice.v | deps-sim
	@mkdir -p $(FB_DIR)
	@iverilog -g2012 -o $(FB_DIR)/tb tb/fpga/tb_bridge.v fpga/rtl/vp_bridge.v
	@vvp -n $(FB_DIR)/tb > $(FB_DIR)/good.log 2>&1; \
	  if ! grep -q '^tb_bridge: PASS' $(FB_DIR)/good.log || grep -q FATAL $(FB_DIR)/good.log; then \
	    cat $(FB_DIR)/good.log; echo "fpga-bridge-test: FAIL"; exit 1; fi; \
	  echo "fpga-bridge-test: $$(grep '^tb_bridge: PASS' $(FB_DIR)/good.log)"
	@iverilog -g2012 -DVP_PLANT_BRIDGE_NOWAIT -o $(FB_DIR)/tb_nowait tb/fpga/tb_bridge.v fpga/rtl/vp_bridge.v
	@iverilog -g2012 -Ptb_bridge.RSP_DELAY=0 -o $(FB_DIR)/tb_rsp0 tb/fpga/tb_bridge.v fpga/rtl/vp_bridge.v
	@iverilog -g2012 -DVP_PLANT_BRIDGE_DEC -o $(FB_DIR)/tb_dec tb/fpga/tb_bridge.v fpga/rtl/vp_bridge.v
	@for k in nowait rsp0 dec; do vvp -n $(FB_DIR)/tb_$$k > $(FB_DIR)/$$k.log 2>&1; \
	  if ! grep -q 'FAIL\|response lost\|decode copy stale' $(FB_DIR)/$$k.log; then \
	    cat $(FB_DIR)/$$k.log; echo "fpga-bridge-test: FAIL: known-bad $$k was not caught"; exit 1; fi; \
	  echo "fpga-bridge-test: known-bad ($$k) caught: $$(grep -m1 -o 'tb_bridge: FAIL.*\|vp_bridge: ERROR.*' $(FB_DIR)/$$k.log | cut -c1-150)"; done
	@iverilog -g2012 -o $(FB_DIR)/tb_slice tb/fpga/tb_out_slice.v fpga/rtl/vp_out_slice.v
	@vvp -n $(FB_DIR)/tb_slice +seed=$(FB_SLICE_SEED) > $(FB_DIR)/slice.log 2>&1; \
	  if ! grep -q '^tb_out_slice: PASS' $(FB_DIR)/slice.log || grep -q FATAL $(FB_DIR)/slice.log; then \
	    cat $(FB_DIR)/slice.log; echo "fpga-bridge-test: FAIL (vp_out_slice)"; exit 1; fi; \
	  echo "fpga-bridge-test: $$(grep '^tb_out_slice: PASS' $(FB_DIR)/slice.log)"
	@iverilog -g2012 -DVP_PLANT_SLICE_NOSPILL -o $(FB_DIR)/tb_slice_bad tb/fpga/tb_out_slice.v fpga/rtl/vp_out_slice.v
	@vvp -n $(FB_DIR)/tb_slice_bad +seed=$(FB_SLICE_SEED) > $(FB_DIR)/slice_bad.log 2>&1; \
	  if ! grep -q 'tb_out_slice: FAIL' $(FB_DIR)/slice_bad.log; then \
	    cat $(FB_DIR)/slice_bad.log; echo "fpga-bridge-test: FAIL: known-bad VP_PLANT_SLICE_NOSPILL was not caught"; exit 1; fi; \
	  echo "fpga-bridge-test: known-bad (VP_PLANT_SLICE_NOSPILL: a beat that comes while the receiver stalls is dropped) caught: $$(grep -m1 -o 'tb_out_slice: FAIL.*' $(FB_DIR)/slice_bad.log | cut -c1-120)"

TEST_STEPS += fpga-bridge-test
