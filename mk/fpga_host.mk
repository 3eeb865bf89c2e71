# FPGA board, host side (issue 6): the board top level fpga/rtl/vp_board_top.v,
# the host protocol (docs/host-protocol.md), vphost (tools/vphost.c) and the
# bring-up test on the simulated board (docs/fpga.md). The bitstream flow
# (make fpga) is in mk/fpga.mk.
#
#   make fpga-lint        verilator --lint-only -Wall on vp_board_top (VP_SIM:
#                         PLL pass-through) at the defaults, the simulation
#                         parameters and every board's FPGA_TOP_PARAMS; each
#                         board's .lpf places exactly the top's ports
#                         (make fpga-board-check: tb/fpga/check_board.sh);
#                         iverilog -g2012 and yosys (real EHXPLLL) elaborate
#                         it (tb/fpga/fpga_lint.sh)
#   make fpga-host-sim    the Verilated board behind a pseudo-terminal:
#                         $(BUILD)/fpga-host/vpboard_sim (tb/fpga)
#   make fpga-host-test   vphost drives the simulated board through the
#                         pseudo-terminal: several programs, every output
#                         compared with vpsim byte for byte; then bad frames
#                         and a flipped bit on the line (tb/fpga/host_test.sh)
#
# VP_ANY_WORDS: the host may write any word and start anywhere, so the two
# engine checks that hold only for valid programs are left out
# (tb/rtl/vp_core_checks.v); the lock-step benches keep them.
#
# Simulation parameters: the engine clock is 100 MHz and the line runs at
# 12.5 Mbaud, so CLKS_PER_BIT = 8 (the pseudo-terminal has no rate); the
# bridge timeouts are shortened to match. The engine is the boards' (their
# EX_LAT, IF_STAGE, RD_STAGE and threads, mk/boards.def), so vphost is
# tested against what they build.

FH_DIR        := $(BUILD)/fpga-host
FH_RTL        := $(wildcard fpga/rtl/*.v)
# the bridge's simulation checks, bound into vp_board_top
FH_CHECKS     := tb/fpga/vp_board_checks_bind.v tb/fpga/vp_bridge_checks.v
FH_ENGINE     := $(wildcard rtl/*.v rtl/*.vh rtl/sfu_tables/*.hex) $(SIM_CHECKS) $(FH_CHECKS)
FH_CLKS       := 8
FH_PARAMS      = -GCLK_ENGINE_HZ=100000000 -GBAUD=12500000 -GTIMEOUT_CLKS=4000 -GBUSY_CLKS=20000 \
                 -GOUT_WAIT_CLKS=2000 -GLED_HOLD_CLKS=1000 -GHEARTBEAT_CLKS=100000 \
                 -GEX_LAT=$(BOARD_EX_LAT) -GIF_STAGE=$(BOARD_IF_STAGE) -GRD_STAGE=$(BOARD_RD_STAGE) \
                 -GNTHREADS=$(BOARD_NT)
FH_VFLAGS     := --cc --exe --build -Wall --assert --x-assign unique --x-initial unique --trace-fst \
                 -DVP_SIM -DVP_ANY_WORDS --top-module vp_board_top -Irtl -Ifpga/rtl -j 1 \
                 -MAKEFLAGS "OPT_FAST=-O1 OPT_SLOW=-O0 OPT_GLOBAL=-O1"
FH_SIM        := $(FH_DIR)/vpboard_sim
# the engine as the FPGA flow reads it (rtl/vp_mul_q.v: MULT18X18D
# instances, simulated with the project's model of the primitive)
FH_ECP5       := -DVP_ECP5 synth/ecp5_mult18x18d_sim.v
FH_SIM_O      := $(BUILD)/obj/tb/fpga/vpboard_sim.o
FH_BOARDS     := $(wildcard fpga/boards/*/board.mk)

.PHONY: fpga-lint fpga-host-sim fpga-host-test

$(BUILD)/obj/tb/fpga/%.o: CFLAGS += -Itb/fpga -DVPB_CLKS_PER_BIT=$(FH_CLKS)

fpga-lint: deps-sim deps-synth
	@tb/fpga/fpga_lint.sh $(FH_DIR) $(BOARD_EX_LAT) "$(FH_PARAMS)" $(FH_BOARDS)

# each board's data against vp_board_top (tb/fpga/check_board.sh; in fpga-lint)
.PHONY: fpga-board-check
fpga-board-check: | deps-sim
	@for b in $(FH_BOARDS); do tb/fpga/check_board.sh $$b "$(MAKE)" || exit 1; done
	@echo "fpga-board-check: $(words $(FH_BOARDS)) boards' parameters lint clean and their .lpf place every port"

$(FH_SIM): $(FH_RTL) $(FH_ENGINE) synth/ecp5_mult18x18d_sim.v tb/fpga/vpb_shim.cpp tb/fpga/vpb_shim.h $(FH_SIM_O) mk/fpga_host.mk $(FH_BOARDS)
	@scripts/deps.sh sim
	@mkdir -p $(FH_DIR)
	@rm -f $@
	@echo "verilator: building $@ (vp_board_top, CLKS_PER_BIT=$(FH_CLKS), EX_LAT=$(BOARD_EX_LAT), IF_STAGE=$(BOARD_IF_STAGE), RD_STAGE=$(BOARD_RD_STAGE), NTHREADS=$(BOARD_NT), VP_ECP5) ..."
	@verilator $(FH_VFLAGS) $(FH_PARAMS) $(FH_ECP5) --Mdir $(FH_DIR)/obj -o $(abspath $@) \
	  -CFLAGS "-I$(CURDIR)/tb/fpga" -LDFLAGS "$(abspath $(FH_SIM_O))" \
	  $(FH_RTL) rtl/*.v $(addprefix $(CURDIR)/,$(SIM_CHECKS) $(FH_CHECKS)) $(CURDIR)/tb/fpga/vpb_shim.cpp > $(FH_DIR)/build.log 2>&1 || { tail -40 $(FH_DIR)/build.log; exit 1; }
	@echo "verilator: $@ built (log $(FH_DIR)/build.log)"

fpga-host-sim: $(FH_SIM)

fpga-host-test: $(FH_SIM) $(BUILD)/bin/vphost $(BUILD)/bin/vpsim $(BUILD)/bin/vpasm
	@tb/fpga/host_test.sh $(FH_SIM) $(BUILD)/bin/vphost $(BUILD)/bin/vpsim $(FH_DIR)/test

# The bridge alone (tb/fpga/tb_bridge.v, Icarus): the registered command
# handshake and its busy timeout, with the engine's ready swept over every
# clock around the timeout. Then the register slice between the engine's
# output port and the bridge (vp_out_slice, tb/fpga/tb_out_slice.v): every
# beat once and in order under random valid/ready (FB_SLICE_SEED, printed;
# make fpga-bridge-test FB_SLICE_SEED=n reproduces a run), a beat a clock
# when both are high (tb/fpga/bridge_test.sh; their mutants:
# tb/mutants/fpga.txt).
FB_DIR := $(BUILD)/fpga-bridge
FB_SLICE_SEED ?= 1
.PHONY: fpga-bridge-test
fpga-bridge-test: tb/fpga/tb_bridge.v fpga/rtl/vp_bridge.v tb/fpga/tb_out_slice.v fpga/rtl/vp_out_slice.v | deps-sim
	@tb/fpga/bridge_test.sh $(FB_DIR) $(FB_SLICE_SEED)

# Every host command in every state (issue 57; tb/fpga/host_fuzz.sh,
# docs/fpga.md): on a fresh simulated board the never-written program
# memory's runs (START 5 then v[0], ...) compared with the C model, then
# HOST_FUZZ_FRAMES random frames with good CRCs from HOST_FUZZ_SEED
# (printed; make fpga-host-fuzz HOST_FUZZ_SEED=n reproduces a run), then
# a real program through vphost, equal to vpsim byte for byte.
HOST_FUZZ       := $(FH_DIR)/host_fuzz
HOST_FUZZ_SEED   ?= 1
HOST_FUZZ_FRAMES ?= 300
.PHONY: fpga-host-fuzz
$(HOST_FUZZ): $(BUILD)/obj/tb/fpga/host_fuzz.o $(TBLIB_OBJS) $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $< $(TBLIB_OBJS) $(LIB) $(LDLIBS) -o $@

fpga-host-fuzz: $(FH_SIM) $(HOST_FUZZ) $(BUILD)/bin/vphost $(BUILD)/bin/vpsim $(BUILD)/bin/vpasm
	@tb/fpga/host_fuzz.sh $(FH_SIM) $(HOST_FUZZ) $(BUILD)/bin/vphost $(BUILD)/bin/vpsim $(FH_DIR)/fuzz $(HOST_FUZZ_SEED) $(HOST_FUZZ_FRAMES)
