# RTL simulation: the lock-step bench (tb/rtl/vpcosim.c) against the C model,
# Verilator builds of vp_engine per thread count, and the engine under Icarus
# on command streams. Usage in docs/sim.md.
#
#   make sim PROG=p.vp [IN=p.in] [THREADS=n] [SEED=n] [WAVES=1] [SIM_ARGS=...]
#                          one program through RTL and model in lock step;
#                          WAVES=1 writes $(BUILD)/sim/waves.fst (gtkwave
#                          $(BUILD)/sim/waves.fst tb/engine.gtkw)
#   make rtl-cosim [SEED=n]  every program with a .in, the directed tests of
#                          tb/rtl/gen_directed.c, and every other program
#                          here and every program of the corpus ($(CORPUS):
#                          real programs of other projects) that assembles,
#                          on random inputs, on NTHREADS 1, 2, 4 and the
#                          engine's default, the default with IF_STAGE 1, the
#                          FPGA boards' engine (BOARD_NT threads, EX_LAT,
#                          IF_STAGE, RD_STAGE: mk/boards.def; VP_ECP5, as the
#                          FPGA flow builds it) and the small board's (the
#                          LFE5U-25F's: SMALL_*, NV20's numerics, GPU 20), with
#                          random gaps and back-pressure (tb/rtl/cosim.sh)
#   make rtl-iverilog-smoke [SEED=n]  the default engine under Icarus
#                          (tb/rtl/tb_engine_iv.v): two programs and two
#                          directed tests, outputs checked against the model
#   make rtl-sfu-phase-check  the boards' engine under Icarus: an SFU-dense
#                          directed test, a RET to an SFU word, LIT in every
#                          thread (the name is from the SFU issue phase it
#                          once checked)
#   make rtl-outq-check    the default engine under Icarus on the streams that
#                          stress the host port and the output queue: back-to-back
#                          vertices, threads reused right after attribute
#                          writes, a state program then vertices, vertices that
#                          write different o registers one after the other
#                          (flow_exit) (tb/rtl/engine_iv.sh)
#   IV_CASES="..."         the Icarus targets' streams instead of their own
#                          (tb/rtl/engine_iv.sh lists them)
#   make sim-gtkw-check    tb/engine.gtkw names only signals the model has
#
# Verilator: --x-assign unique --x-initial unique, and the bench sets
# +verilator+rand+reset+2 with a seed from the bench seed through the
# VerilatedContext (randReset(2), randSeed), so X initial values are random
# and reproducible.

SIM_DIR      := $(BUILD)/sim
SIM_ABS      := $(abspath $(SIM_DIR))
VERILATOR    ?= verilator
IVERILOG     ?= iverilog
VVP          ?= vvp
# Verilator's own jobs (rtl-cosim builds the models two at a time)
SIM_JOBS     ?= 1
# default: the engine's own default NTHREADS
THREADS      ?=
PROG         ?= programs/paper/paper_lit_morph.vp
IN           ?= $(basename $(PROG)).in
SEED         ?=
SIM_ARGS     ?=
# more Verilator options, e.g. -Wno-fatal while debugging (never for the regression)
SIM_VEXTRA   ?=
# thread counts of rtl-cosim; the recipes add the engine's default
COSIM_THREADS := 1 2 4

SIM_RTL_SRCS := $(wildcard rtl/*.v rtl/*.vh rtl/sfu_tables/*.hex) $(SIM_CHECKS)
SIM_VFLAGS   := --cc --exe --build -Wall --assert --x-assign unique --x-initial unique --trace-fst $(SIM_VEXTRA) \
                --top-module vp_engine -j $(SIM_JOBS) -MAKEFLAGS "OPT_FAST=-O1 OPT_SLOW=-O0 OPT_GLOBAL=-O1"
# the models are rebuilt when these flags change (not on every edit of this file)
SIM_FLAGS_STAMP := $(SIM_DIR)/vflags.txt
sim_flags_now := $(SIM_VFLAGS) | $(VERILATOR) | $(CXX)
$(SIM_FLAGS_STAMP): FORCE_SIM_FLAGS
	@mkdir -p $(dir $@)
	@echo '$(sim_flags_now)' | cmp -s - $@ || echo '$(sim_flags_now)' > $@
.PHONY: FORCE_SIM_FLAGS
FORCE_SIM_FLAGS:
SIM_COSIM_O  := $(BUILD)/obj/tb/rtl/vpcosim.o
SIM_NONE_O   := $(BUILD)/obj/tb/rtl/vpv_none.o

.PHONY: sim rtl-cosim rtl-cosim-run rtl-iverilog-smoke rtl-sfu-phase-check rtl-outq-check sim-tools

$(BUILD)/obj/tb/rtl/%.o: CFLAGS += -Itb/rtl

# The engine's default NTHREADS (a parameter expression in rtl/vp_engine.v),
# asked from Icarus: the number the default build and the waveform view use.
SIM_NT_FILE := $(SIM_DIR)/default-threads.txt
$(SIM_NT_FILE): rtl/vp_engine.v
	@scripts/deps.sh sim
	@mkdir -p $(SIM_DIR)
	@printf 'module sim_nt;\n  vp_engine u ();\n  initial $$display("%%0d", u.NTHREADS);\nendmodule\n' > $(SIM_DIR)/sim_nt.v
	@$(IVERILOG) -g2012 -Irtl -Itb/rtl -y rtl -o $(SIM_DIR)/sim_nt.vvp $(SIM_DIR)/sim_nt.v > $(SIM_DIR)/sim_nt.log 2>&1 || { cat $(SIM_DIR)/sim_nt.log; exit 1; }
	@$(VVP) -n $(SIM_DIR)/sim_nt.vvp | grep -m1 '^[0-9][0-9]*$$' > $@.tmp && mv $@.tmp $@ || { echo "sim: cannot read NTHREADS of vp_engine"; exit 1; }

# $(call sim_verilate,NTHREADS,MDIR,BINARY,EXTRA-INCLUDES,EXTRA-OBJECTS[,board])
# (with board: the boards' engine, so EX_LAT, IF_STAGE and RD_STAGE of
# mk/boards.def, and the RTL as the FPGA flow reads it: VP_ECP5, whose
# MULT18X18D instances (rtl/vp_mul_q.v) run on synth/ecp5_mult18x18d_sim.v)
SIM_ECP5 := -DVP_ECP5 $(CURDIR)/synth/ecp5_mult18x18d_sim.v
define sim_verilate
	@scripts/deps.sh sim
	@rm -f $(3)
	@echo "verilator: building $(3) (NTHREADS=$(1)$(if $(filter -G%,$(4)), $(patsubst -G%,%,$(filter -G%,$(4))))$(if $(6), EX_LAT=$(BOARD_EX_LAT) IF_STAGE=$(BOARD_IF_STAGE) RD_STAGE=$(BOARD_RD_STAGE) VP_ECP5)) ..."
	@$(VERILATOR) $(SIM_VFLAGS) $(4) -Irtl -GNTHREADS=$(1) $(if $(6),-GEX_LAT=$(BOARD_EX_LAT) -GIF_STAGE=$(BOARD_IF_STAGE) -GRD_STAGE=$(BOARD_RD_STAGE) $(SIM_ECP5)) --Mdir $(2) -o $(abspath $(3)) \
	  -CFLAGS "-DVPV_NTHREADS=$(1) $(if $(filter -GGPU=20,$(4)),-DVPV_GPU=20) -I$(CURDIR)/tb/rtl" \
	  -LDFLAGS "$(abspath $(SIM_COSIM_O)) $(5) $(abspath $(LIB)) -lm" \
	  $(addprefix $(CURDIR)/,$(SIM_CHECKS)) rtl/vp_engine.v $(CURDIR)/tb/rtl/vpv_shim.cpp > $(2).log 2>&1 || { cat $(2).log; exit 1; }
	@echo "verilator: $(3) built (log $(2).log)"
endef

$(SIM_DIR)/vpcosim_t%: $(SIM_RTL_SRCS) tb/rtl/vpv_shim.cpp tb/rtl/vpv_shim.h $(SIM_COSIM_O) $(LIB) $(SIM_FLAGS_STAMP)
	@mkdir -p $(SIM_DIR)
	$(call sim_verilate,$*,$(SIM_DIR)/t$*,$@,,)

# the default engine with IF_STAGE 1 (the pick's PC chosen by vp_sched, a
# fetch clock), which the boards no longer use: rtl-cosim runs it with the
# threads that default gives it (one more)
$(SIM_DIR)/vpcosim_if1_t%: $(SIM_RTL_SRCS) tb/rtl/vpv_shim.cpp tb/rtl/vpv_shim.h $(SIM_COSIM_O) $(LIB) $(SIM_FLAGS_STAMP)
	@mkdir -p $(SIM_DIR)
	$(call sim_verilate,$*,$(SIM_DIR)/if1-t$*,$@,-GIF_STAGE=1,)

# the engine with NV20's numerics (GPU = 20): rtl-cosim runs every pair but
# the !!VP2.0 programs (NV20 has no VP2) on it, as the small board's engine
# (below)
$(SIM_DIR)/vpcosim_nv20_t%: $(SIM_RTL_SRCS) tb/rtl/vpv_shim.cpp tb/rtl/vpv_shim.h $(SIM_COSIM_O) $(LIB) $(SIM_FLAGS_STAMP)
	@mkdir -p $(SIM_DIR)
	$(call sim_verilate,$*,$(SIM_DIR)/nv20-t$*,$@,-GGPU=20,)

# the small board's engine (the LFE5U-25F's; SMALL_* and SMALL_CFG:
# mk/boards.def): its GPU (20: the units built small, vp_vu MUL_LUT and
# vp_sfu MUL_SHARE), EX_LAT, IF_STAGE, RD_STAGE and threads, VP_ECP5
$(SIM_DIR)/vpcosim_$(SMALL_CFG): $(SIM_RTL_SRCS) synth/ecp5_mult18x18d_sim.v tb/rtl/vpv_shim.cpp tb/rtl/vpv_shim.h $(SIM_COSIM_O) $(LIB) \
    $(SIM_FLAGS_STAMP) $(BOARDS_SMALL)
	@mkdir -p $(SIM_DIR)
	$(call sim_verilate,$(SMALL_NT),$(SIM_DIR)/t$(SMALL_NT)-small,$@,-GGPU=$(SMALL_GPU) -GEX_LAT=$(SMALL_EX_LAT) -GIF_STAGE=$(SMALL_IF_STAGE) -GRD_STAGE=$(SMALL_RD_STAGE) $(SIM_ECP5),)

# BOARD_EX_LAT, BOARD_IF_STAGE, BOARD_RD_STAGE, BOARD_NT: mk/boards.def (the boards' engine)
$(SIM_DIR)/vpcosim_t%_board: $(SIM_RTL_SRCS) synth/ecp5_mult18x18d_sim.v tb/rtl/vpv_shim.cpp tb/rtl/vpv_shim.h $(SIM_COSIM_O) $(LIB) $(SIM_FLAGS_STAMP) \
    $(wildcard fpga/boards/*/board.mk)
	@mkdir -p $(SIM_DIR)
	$(call sim_verilate,$*,$(SIM_DIR)/t$*-board,$@,,,board)

# the bench without a Verilated model: command files and other simulators' outputs
$(SIM_DIR)/vpcosim_nortl: $(SIM_COSIM_O) $(SIM_NONE_O) $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $^ $(LDLIBS) -o $@

$(SIM_DIR)/gen_directed: $(BUILD)/obj/tb/rtl/gen_directed.o $(BUILD)/obj/tb/lib/tbbuf.o $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $^ $(LDLIBS) -o $@

SIM_BIN_PREFIX := $(SIM_DIR)/vpcosim_t

sim: $(SIM_NT_FILE)
	@t=$(strip $(THREADS)); t=$${t:-$$(cat $(SIM_NT_FILE))}; \
	$(MAKE) --no-print-directory $(SIM_BIN_PREFIX)$$t || exit 1; \
	echo "$(SIM_BIN_PREFIX)$$t $(if $(SEED),--seed $(SEED)) $(if $(WAVES),--waves $(SIM_DIR)/waves.fst) $(SIM_ARGS) $(PROG) $(IN)"; \
	$(SIM_BIN_PREFIX)$$t $(if $(SEED),--seed $(SEED)) $(if $(WAVES),--waves $(SIM_DIR)/waves.fst) $(SIM_ARGS) $(PROG) $(IN)
	@$(if $(WAVES),echo "waves: $(SIM_DIR)/waves.fst  (gtkwave $(SIM_DIR)/waves.fst tb/engine.gtkw; names for the default NTHREADS)")

# ---------------------------------------------------------------- rtl-cosim
rtl-cosim: rtl-cosim-run

sim-tools: $(SIM_NT_FILE) $(SIM_DIR)/gen_directed $(BUILD)/bin/vpasm
	@$(MAKE) --no-print-directory -j2 $(COSIM_THREADS:%=$(SIM_DIR)/vpcosim_t%) $(SIM_DIR)/vpcosim_t$$(cat $(SIM_NT_FILE)) \
	  $(SIM_DIR)/vpcosim_if1_t$$(($$(cat $(SIM_NT_FILE)) + 1)) $(SIM_DIR)/vpcosim_t$(BOARD_NT)_board \
	  $(SIM_DIR)/vpcosim_$(SMALL_CFG)

# the engines: NTHREADS 1 2 4 and the default, IF_STAGE 1, the boards', the
# small board's (NV20)
rtl-cosim-run: sim-tools
	@nt=$$(cat $(SIM_NT_FILE)); COSIM_SMALL="the small board's engine (EX_LAT=$(SMALL_EX_LAT) IF_STAGE=$(SMALL_IF_STAGE) RD_STAGE=$(SMALL_RD_STAGE) VP_ECP5)" \
	  tb/rtl/cosim.sh $(SIM_DIR) $(BUILD)/bin/vpasm $(CORPUS) $${SEED:-$$(date +%s)} $$nt \
	  "EX_LAT=$(BOARD_EX_LAT) IF_STAGE=$(BOARD_IF_STAGE) RD_STAGE=$(BOARD_RD_STAGE) VP_ECP5" \
	  $$(echo $(COSIM_THREADS) $$nt | tr ' ' '\n' | sort -nu | sed 's/^/t/') if1_t$$((nt + 1)) t$(BOARD_NT)_board $(SMALL_CFG)

# ---------------------------------------------------------- Icarus
# tb/rtl/engine_iv.sh: the engine under Icarus on command streams (the
# cases it names), outputs checked against the model; a planted fault that
# hangs the engine ends at +maxcycles (IV_MAXCYCLES: 20 times what the
# streams take), which flushes the bench's output
SIM_IV_DIR   := $(SIM_DIR)/iverilog
IV_CASES     ?=
IV_TOOLS     := $(SIM_DIR)/vpcosim_nortl $(SIM_DIR)/gen_directed $(SIM_RTL_SRCS) tb/rtl/tb_engine_iv.v
# $(call engine_iv,NAME,SEED,PARAMS,CASES)
engine_iv = IV_MAXCYCLES=$(IV_MAXCYCLES) tb/rtl/engine_iv.sh $(1) $(SIM_IV_DIR)/$(1) $(SIM_DIR) $(2) "$(3)" $(or $(IV_CASES),$(4))
IV_MAXCYCLES := 100000
SIM_BOARD_PARAMS := -P tb_engine_iv.EX_LAT=$(BOARD_EX_LAT) -P tb_engine_iv.IF_STAGE=$(BOARD_IF_STAGE) \
	-P tb_engine_iv.RD_STAGE=$(BOARD_RD_STAGE) -P tb_engine_iv.NTHREADS=$(BOARD_NT)

# the default engine, seed SEED or the clock: lit-morph, a state program, a
# CAL/RET test and VP2's LG2
rtl-iverilog-smoke: $(IV_TOOLS) | deps-sim
	@$(call engine_iv,rtl-iverilog-smoke,$${SEED:-$$(date +%s)},,lit vsp dir:flow_cal_ret dir:ops_vp2_lg2)

# the boards' engine (EX_LAT, IF_STAGE, RD_STAGE, NTHREADS of mk/boards.def):
# an SFU-dense directed test, a RET to an SFU word whose subroutine starts
# without one (tb/rtl/data/sfu_predecode), LIT (issued twice, its result from
# the SFU on both passes) in every thread
rtl-sfu-phase-check: $(IV_TOOLS) tb/rtl/data/sfu_predecode.vp tb/rtl/data/sfu_predecode.in | deps-sim
	@$(call engine_iv,rtl-sfu-phase-check,1,$(SIM_BOARD_PARAMS),dir:ops_vp2_lg2 pre lit)

# the host port and the output queue (vp_host, vp_outq and the core's
# write-back, release and program-memory rules) on the default engine: the
# mutants of tb/mutants/rtl_host.txt and rtl_outq.txt are caught here
rtl-outq-check: IV_MAXCYCLES := 20000
rtl-outq-check: $(IV_TOOLS) | deps-sim
	@$(call engine_iv,rtl-outq-check,1,,lit v0 rep mix mix2 dir:flow_exit)

# ---------------------------------------------------------- waveform view
# Every signal tb/engine.gtkw names must exist in the traced model of the
# default NTHREADS (names from the Verilator trace declarations).
.PHONY: sim-gtkw-check
sim-gtkw-check: $(SIM_NT_FILE)
	@$(MAKE) --no-print-directory $(SIM_DIR)/vpcosim_t$$(cat $(SIM_NT_FILE))
	@tb/rtl/gtkw_check.sh $(SIM_DIR)/t$$(cat $(SIM_NT_FILE))/Vvp_engine__Trace__0__Slow.cpp tb/engine.gtkw $(SIM_DIR)

# ---------------------------------------------------------- vpstream
# The vertex-stream reader shared by vpsim and the bench (with a self-check).
.PHONY: vpstream-test
$(SIM_DIR)/test_vpstream: $(BUILD)/obj/tb/rtl/test_vpstream.o $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $^ $(LDLIBS) -o $@
vpstream-test: $(SIM_DIR)/test_vpstream
	@$(SIM_DIR)/test_vpstream
