# RTL simulation: the lock-step bench (tb/rtl/vpcosim.c) against the C model,
# Verilator builds of vp_engine per thread count, an Icarus smoke subset.
# Usage in docs/sim.md.
#
#   make sim PROG=p.vp [IN=p.in] [THREADS=n] [SEED=n] [WAVES=1] [SIM_ARGS=...]
#                          one program through RTL and model in lock step;
#                          WAVES=1 writes $(BUILD)/sim/waves.fst (gtkwave
#                          $(BUILD)/sim/waves.fst tb/engine.gtkw)
#   make rtl-cosim [SEED=n]  every program with a .in, the directed tests of
#                          tb/rtl/gen_directed.c, and every other program
#                          here and every program of the corpus ($(CORPUS):
#                          real programs of other projects) that assembles,
#                          on random inputs, on NTHREADS 1, 2, 4 and the engine's
#                          default (EX_LAT + 3 = 19), and on the FPGA boards'
#                          engine (BOARD_NT threads, EX_LAT, IF_STAGE, RD_STAGE: mk/boards.def;
#                          VP_ECP5, as the FPGA flow builds it),
#                          with random gaps and
#                          back-pressure; then the known-bad runs
#                          (a flipped RTL bit, planted wrong expectations)
#                          must fail
#   make rtl-iverilog-smoke  a few programs through Icarus (tb/rtl/tb_engine_iv.v)
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

# the core's simulation checks, bound into the engine (Verilator) or
# instantiated by tb_engine_iv.v (Icarus)
SIM_CHECKS   := tb/rtl/vp_checks_bind.v tb/rtl/vp_core_checks.v
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

.PHONY: sim rtl-cosim rtl-cosim-run rtl-iverilog-smoke rtl-iverilog-smoke-run rtl-sfu-phase-check sim-tools

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
# MULT18X18D instances (rtl/vp_sfu_mul18r.v) run on synth/ecp5_mult18x18d_sim.v)
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
# the !!VP2.0 programs (NV20 has no VP2) on it
$(SIM_DIR)/vpcosim_nv20_t%: $(SIM_RTL_SRCS) tb/rtl/vpv_shim.cpp tb/rtl/vpv_shim.h $(SIM_COSIM_O) $(LIB) $(SIM_FLAGS_STAMP)
	@mkdir -p $(SIM_DIR)
	$(call sim_verilate,$*,$(SIM_DIR)/nv20-t$*,$@,-GGPU=20,)

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
SIM_DIRECTED := $(SIM_DIR)/directed
SIM_RANDOM   := $(SIM_DIR)/random-in
# known-bad runs: the flipped bit (RTL hook) and each planted wrong expectation
SIM_BAD_PROG := programs/paper/paper_lit_morph.vp
SIM_BAD_IN   := programs/paper/paper_lit_morph.in

rtl-cosim: rtl-cosim-run

sim-tools: $(SIM_NT_FILE) $(SIM_DIR)/gen_directed $(BUILD)/bin/vpasm
	@$(MAKE) --no-print-directory -j2 $(COSIM_THREADS:%=$(SIM_DIR)/vpcosim_t%) $(SIM_DIR)/vpcosim_t$$(cat $(SIM_NT_FILE)) \
	  $(SIM_DIR)/vpcosim_if1_t$$(($$(cat $(SIM_NT_FILE)) + 1)) $(SIM_DIR)/vpcosim_t$(BOARD_NT)_board \
	  $(SIM_DIR)/vpcosim_nv20_t$$(cat $(SIM_NT_FILE))

# The list of (program, input) pairs: programs/ with a .in beside them,
# the directed tests, every other program here and every program of the
# corpus that assembles (vpasm --check) on generated random inputs; the
# corpus must be there (make test reads it in the unit tests too).
define sim_pairs
	rm -rf $(SIM_DIRECTED) $(SIM_RANDOM); mkdir -p $(SIM_DIRECTED) $(SIM_RANDOM); \
	[ -d $(CORPUS) ] || { echo "rtl-cosim: no corpus $(CORPUS) (make CORPUS=... or SHARED=...)"; exit 1; }; \
	$(SIM_DIR)/gen_directed --out $(SIM_DIRECTED) > $(SIM_DIR)/pairs.txt || exit 1; \
	for p in $$(find programs -name '*.vp' -o -name '*.vsp' | sort) $$(find $(CORPUS) -name '*.vp' -o -name '*.vsp' | sort); do \
	  if [ -f "$${p%.*}.in" ]; then echo "$$p $${p%.*}.in"; \
	  elif $(BUILD)/bin/vpasm --check "$$p" >/dev/null 2>&1; then \
	    r=$(SIM_RANDOM)/$$(echo "$${p%.*}" | tr / _).in; \
	    $(SIM_DIR)/gen_directed --random-in "$$p" --seed $$seed > $$r || exit 1; echo "$$p $$r"; fi; \
	done >> $(SIM_DIR)/pairs.txt
endef

rtl-cosim-run: sim-tools
	@seed=$${SEED:-$$(date +%s)}; echo "rtl-cosim: SEED=$$seed (reproduce: make rtl-cosim SEED=$$seed)"; \
	$(sim_pairs); \
	npairs=$$(wc -l < $(SIM_DIR)/pairs.txt); ncorp=$$(grep -c '^$(CORPUS)/' $(SIM_DIR)/pairs.txt); \
	[ $$ncorp -gt 0 ] || { echo "rtl-cosim: FAIL: no program of $(CORPUS) assembles"; exit 1; }; fail=0; runs=0; instr=0; nt=$$(cat $(SIM_NT_FILE)); \
	for c in $$(echo $(COSIM_THREADS) $$nt | tr ' ' '\n' | sort -nu | sed 's/^/t/') if1_t$$((nt + 1)) t$(BOARD_NT)_board nv20_t$$nt; do k=0; n=$${c##*t}; n=$${n%_board}; vp2=0; \
	  while read -r p i; do k=$$((k+1)); s=$$((seed + k)); \
	    case $$p in *watchdog*) [ $$n = $$nt ] || continue;; esac; \
	    case $$c in nv20_*) if head -c 7 $$p | grep -q '!!VP2.0'; then vp2=$$((vp2+1)); continue; fi;; esac; runs=$$((runs+1)); \
	    g=$$(echo "0 0.25 0.5" | cut -d' ' -f$$((k % 3 + 1))); st=$$(echo "0.05 0.25 0.6" | cut -d' ' -f$$((k / 3 % 3 + 1))); \
	    if ! out=$$($(SIM_DIR)/vpcosim_$$c --quiet --seed $$s --gaps $$g --stall $$st $$p $$i 2>&1); then \
	      echo "$$out" | head -60; echo "rtl-cosim: FAIL $$c $$p $$i (rerun: $(SIM_DIR)/vpcosim_$$c --seed $$s --gaps $$g --stall $$st $$p $$i)"; \
	      fail=1; break 2; fi; \
	    instr=$$((instr + $$(echo "$$out" | sed -n 's/.* \([0-9]*\) instructions compared.*/\1/p'))); \
	  done < $(SIM_DIR)/pairs.txt; \
	  echo "rtl-cosim: NTHREADS=$$n$$(case $$c in *_board) echo " EX_LAT=$(BOARD_EX_LAT) IF_STAGE=$(BOARD_IF_STAGE) RD_STAGE=$(BOARD_RD_STAGE) VP_ECP5";; if1_*) echo " IF_STAGE=1";; nv20_*) echo " GPU=20 (NV20)";; esac): $$((npairs - vp2)) program/input pairs match the model ($$ncorp of them the corpus's programs on random inputs; the watchdog test on the default NTHREADS only$$([ $$vp2 = 0 ] || echo "; the $$vp2 !!VP2.0 programs are not run: NV20 has no VP2"))"; \
	done; \
	[ $$fail = 0 ] || exit 1; \
	echo "rtl-cosim: $$runs runs, $$instr instructions compared, all match"; \
	b=$(SIM_DIR)/vpcosim_t$$nt; bad=0; \
	for k in flip plant-commit plant-cc plant-output plant-rsp plant-extra max-cycles; do \
	  case $$k in flip) a="--flip-at 10"; p=$(SIM_BAD_PROG); i=$(SIM_BAD_IN);; \
	    max-cycles) a="--max-cycles 500"; p=$(SIM_BAD_PROG); i=$(SIM_BAD_IN);; \
	    plant-rsp) a="--plant rsp"; set -- $$(grep -m1 '\.vsp' $(SIM_DIR)/pairs.txt); p=$$1; i=$$2;; \
	    *) a="--plant $${k#plant-}"; p=$(SIM_BAD_PROG); i=$(SIM_BAD_IN);; esac; \
	  if $$b --quiet --seed $$seed $$a $$p $$i > $(SIM_DIR)/bad-$$k.log 2>&1; then \
	    echo "rtl-cosim: FAIL: known-bad run '$$a' on $$p passed (see $(SIM_DIR)/bad-$$k.log)"; bad=1; \
	  else echo "rtl-cosim: known-bad '$$a' caught: $$(grep -m1 FAIL $(SIM_DIR)/bad-$$k.log | cut -c1-150)"; fi; \
	done; [ $$bad = 0 ]

# ---------------------------------------------------------- Icarus smoke
SIM_IV_DIR   := $(SIM_DIR)/iverilog
SIM_IV_PROGS := programs/paper/paper_lit_morph.vp:programs/paper/paper_lit_morph.in \
                programs/examples/vsp_normalize.vsp:programs/examples/vsp_normalize.in
SIM_IV_DIRECTED := flow_cal_ret ops_vp2_lg2

rtl-iverilog-smoke: rtl-iverilog-smoke-run

$(SIM_IV_DIR)/tb_engine_iv.vvp: $(SIM_RTL_SRCS) tb/rtl/tb_engine_iv.v
	@scripts/deps.sh sim
	@mkdir -p $(dir $@)
	$(IVERILOG) -g2012 -Irtl -Itb/rtl -y rtl -o $@ -s tb_engine_iv tb/rtl/tb_engine_iv.v

rtl-iverilog-smoke-run: $(SIM_IV_DIR)/tb_engine_iv.vvp $(SIM_DIR)/vpcosim_nortl $(SIM_DIR)/gen_directed
	@seed=$${SEED:-$$(date +%s)}; echo "rtl-iverilog-smoke: SEED=$$seed"; d=$(SIM_IV_DIR); \
	rm -rf $$d/directed; mkdir -p $$d/directed; $(SIM_DIR)/gen_directed --out $$d/directed > $$d/pairs.txt || exit 1; \
	list="$(SIM_IV_PROGS)"; for t in $(SIM_IV_DIRECTED); do \
	  set -- $$(grep "/$$t\." $$d/pairs.txt); [ -n "$$1" ] || { echo "rtl-iverilog-smoke: no directed test $$t"; exit 1; }; \
	  list="$$list $$1:$$2"; done; \
	for pi in $$list; do p=$${pi%%:*}; i=$${pi#*:}; n=$$(basename $${p%.*}); \
	  $(SIM_DIR)/vpcosim_nortl --seed $$seed --dump-cmds $$d/$$n.cmds $$p $$i || exit 1; \
	  $(VVP) -n $$d/tb_engine_iv.vvp +cmds=$$d/$$n.cmds +seed=$$seed > $$d/$$n.out 2>&1; \
	  if ! $(SIM_DIR)/vpcosim_nortl --seed $$seed --check-outputs $$d/$$n.out $$p $$i; then \
	    echo "rtl-iverilog-smoke: FAIL $$p (simulator output $$d/$$n.out)"; exit 1; fi; \
	done; \
	n=$$(basename $(SIM_BAD_PROG) .vp); \
	if $(SIM_DIR)/vpcosim_nortl --seed $$seed --plant output --check-outputs $$d/$$n.out $(SIM_BAD_PROG) $(SIM_BAD_IN) > $$d/bad.log 2>&1; then \
	  echo "rtl-iverilog-smoke: FAIL: a planted wrong expectation was not caught"; exit 1; fi; \
	echo "rtl-iverilog-smoke: known-bad (planted wrong o[HPOS].x) caught"

# The boards' engine (EX_LAT, IF_STAGE, RD_STAGE and NTHREADS of
# mk/boards.def) under Icarus: an SFU-dense directed test (SIM_II_TEST), a
# program whose return point uses the SFU and whose subroutine starts
# without it (SIM_PRE_PROG) and one with LIT in every thread (SIM_LIT_PROG)
# match the model; and a build that writes the copy of the constant-address
# fields 32 clocks after its program words instead of 1 (VP_PLANT_CW_LATE)
# or one word up (VP_PLANT_CF_ADDR), or whose registered fetch PC is the PC
# of the thread above the picked one (VP_PLANT_FE_PC), or whose registered
# pick is one thread above the grant (VP_PLANT_F1_THREAD), must stop at
# vp_core's checks. (The target's name is from the SFU issue phase it also
# checked while the SFU shared its multipliers.)
SIM_II_TEST := ops_vp2_lg2
SIM_PRE_PROG := tb/rtl/data/sfu_predecode.vp
SIM_PRE_IN   := tb/rtl/data/sfu_predecode.in
# LIT: issued twice by the core, its result from the SFU on both passes
SIM_LIT_PROG := programs/paper/paper_lit_morph.vp
SIM_LIT_IN   := programs/paper/paper_lit_morph.in
SIM_BOARD_IV = $(SIM_IV_DIR)/board
# $(call phase_bad,DEFINE,NAME,MESSAGE,WHAT): the boards' engine built with
# DEFINE must stop with MESSAGE (a $$fatal check; an extended regular
# expression) on SIM_PRE_PROG's commands
phase_bad = d=$(SIM_BOARD_IV); \
	$(IVERILOG) -g2012 -Irtl -Itb/rtl -y rtl -D$(1) $(SIM_BOARD_PARAMS) -o $$d/$(2).vvp -s tb_engine_iv tb/rtl/tb_engine_iv.v || exit 1; \
	timeout 120 $(VVP) -n $$d/$(2).vvp +cmds=$$d/pre.cmds +seed=1 > $$d/$(2).out 2>&1; \
	grep -Eq '$(3)' $$d/$(2).out || { \
	  tail -3 $$d/$(2).out; echo "rtl-sfu-phase-check: FAIL: $(4) was not caught ($$d/$(2).out)"; exit 1; }; \
	echo "rtl-sfu-phase-check: known-bad ($(4)) caught: $$(grep -Em1 -o '($(3)).*' $$d/$(2).out)"
SIM_BOARD_PARAMS = -P tb_engine_iv.EX_LAT=$(BOARD_EX_LAT) -P tb_engine_iv.IF_STAGE=$(BOARD_IF_STAGE) \
	-P tb_engine_iv.RD_STAGE=$(BOARD_RD_STAGE) -P tb_engine_iv.NTHREADS=$(BOARD_NT)
# $(call board_match,PROG,IN,NAME,WHAT): the boards' engine matches the model on PROG
board_match = d=$(SIM_BOARD_IV); \
	$(SIM_DIR)/vpcosim_nortl --seed 1 --dump-cmds $$d/$(3).cmds $(1) $(2) > /dev/null || exit 1; \
	timeout 300 $(VVP) -n $$d/good.vvp +cmds=$$d/$(3).cmds +seed=1 > $$d/$(3).out 2>&1; \
	$(SIM_DIR)/vpcosim_nortl --seed 1 --check-outputs $$d/$(3).out $(1) $(2) > $$d/$(3).log 2>&1 || { \
	  cat $$d/$(3).log; echo "rtl-sfu-phase-check: FAIL: the boards' engine differs from the model on $(1)"; exit 1; }; \
	echo "rtl-sfu-phase-check: $(notdir $(1)) ($(4)): $$(sed -n 's/.*: \([0-9]* vertices\).*/\1/p' $$d/$(3).log) match the model"
rtl-sfu-phase-check: $(SIM_DIR)/vpcosim_nortl $(SIM_DIR)/gen_directed $(SIM_RTL_SRCS) tb/rtl/tb_engine_iv.v $(SIM_PRE_PROG) $(SIM_PRE_IN) $(SIM_LIT_PROG) $(SIM_LIT_IN)
	@scripts/deps.sh sim
	@d=$(SIM_BOARD_IV); rm -rf $$d; mkdir -p $$d/directed; \
	$(SIM_DIR)/gen_directed --out $$d/directed > $$d/pairs.txt 2> $$d/gen.log || { cat $$d/gen.log; exit 1; }; \
	set -- $$(grep "/$(SIM_II_TEST)\." $$d/pairs.txt); [ -n "$$1" ] || { echo "rtl-sfu-phase-check: no directed test $(SIM_II_TEST)"; exit 1; }; \
	$(SIM_DIR)/vpcosim_nortl --seed 1 --dump-cmds $$d/t.cmds $$1 $$2 || exit 1; \
	$(IVERILOG) -g2012 -Irtl -Itb/rtl -y rtl $(SIM_BOARD_PARAMS) -o $$d/good.vvp -s tb_engine_iv tb/rtl/tb_engine_iv.v || exit 1; \
	$(VVP) -n $$d/good.vvp +cmds=$$d/t.cmds +seed=1 > $$d/good.out 2>&1; \
	$(SIM_DIR)/vpcosim_nortl --seed 1 --check-outputs $$d/good.out $$1 $$2 > $$d/good.log 2>&1 || { \
	  cat $$d/good.log; echo "rtl-sfu-phase-check: FAIL: the boards' engine differs from the model on $$1"; exit 1; }; \
	echo "rtl-sfu-phase-check: EX_LAT=$(BOARD_EX_LAT) IF_STAGE=$(BOARD_IF_STAGE) RD_STAGE=$(BOARD_RD_STAGE) NTHREADS=$(BOARD_NT) (Icarus): $$(sed -n 's/.*: \([0-9]* vertices\).*/\1/p' $$d/good.log) of $(SIM_II_TEST) match the model"
	@$(call board_match,$(SIM_PRE_PROG),$(SIM_PRE_IN),pre,a RET to an SFU word)
	@$(call board_match,$(SIM_LIT_PROG),$(SIM_LIT_IN),lit,LIT in every thread)
	@$(call phase_bad,VP_PLANT_CW_LATE,bad4,vp_core: (copies of program word|constant-address fields),the copy of program-word bits written 32 clocks after its words)
	@$(call phase_bad,VP_PLANT_CF_ADDR,bad5,vp_core: constant-address fields,the constant-address fields' copy written one word up)
	@$(call phase_bad,VP_PLANT_FE_PC,bad7,vp_core: fetch PC,the fetch PC of the thread above the picked one)
	@$(call phase_bad,VP_PLANT_F1_THREAD,bad10,vp_core: registered grant,the registered pick one thread above the grant (IF_STAGE 2))

# ---------------------------------------------------------- waveform view
# Every signal tb/engine.gtkw names must exist in the traced model of the
# default NTHREADS (names from the Verilator trace declarations).
.PHONY: sim-gtkw-check
sim-gtkw-check: $(SIM_NT_FILE)
	@nt=$$(cat $(SIM_NT_FILE)); [ -f $(SIM_DIR)/t$$nt/Vvp_engine__Trace__0__Slow.cpp ] || \
	  $(MAKE) --no-print-directory $(SIM_DIR)/vpcosim_t$$nt
	@awk '/pushNamePrefix\("/ { s = $$0; sub(/.*pushNamePrefix\("/, "", s); sub(/ *"\).*/, "", s); st[++n] = s } \
	  /popNamePrefix\(/ { s = $$0; sub(/.*popNamePrefix\(/, "", s); k = s + 0; if (k < 1) k = 1; n -= k } \
	  /->decl[A-Za-z]*\(c\+/ { s = $$0; sub(/[^"]*"/, "", s); nm = s; sub(/".*/, "", nm); p = "TOP"; \
	    for (i = 1; i <= n; i++) p = p "." st[i]; r = ""; \
	    if ($$0 ~ /decl(Bus|Quad|Array)/) { t = $$0; sub(/\);.*/, "", t); m = split(t, f, ","); r = "[" f[m-1] ":" f[m] "]"; gsub(/ /, "", r) } \
	    print p "." nm r }' $(SIM_DIR)/t$$(cat $(SIM_NT_FILE))/Vvp_engine__Trace__0__Slow.cpp | sort -u > $(SIM_DIR)/traced-signals.txt
	@grep '^TOP\.' tb/engine.gtkw | sort -u > $(SIM_DIR)/gtkw-signals.txt; \
	missing=$$(comm -13 $(SIM_DIR)/traced-signals.txt $(SIM_DIR)/gtkw-signals.txt); \
	if [ -n "$$missing" ]; then echo "sim-gtkw-check: tb/engine.gtkw names signals the model does not have:"; echo "$$missing"; exit 1; fi; \
	echo "sim-gtkw-check: all $$(wc -l < $(SIM_DIR)/gtkw-signals.txt) signals of tb/engine.gtkw exist ($$(wc -l < $(SIM_DIR)/traced-signals.txt) traced)"

# In `make test`: the Icarus smoke run (about 20 s) and the lock-step
# regression (four Verilator builds, about a minute each, then about a minute
# of runs).
TEST_STEPS += rtl-iverilog-smoke rtl-sfu-phase-check rtl-cosim

# ---------------------------------------------------------- vpstream
# The vertex-stream reader shared by vpsim and the bench (with a self-check).
.PHONY: vpstream-test
$(SIM_DIR)/test_vpstream: $(BUILD)/obj/tb/rtl/test_vpstream.o $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $^ $(LDLIBS) -o $@
vpstream-test: $(SIM_DIR)/test_vpstream
	@$(SIM_DIR)/test_vpstream
TEST_STEPS += vpstream-test

# vp_outq's registered head thread: a build that keeps the head's thread
# from the wrong register (VP_PLANT_OUTQ_STALE) must stop at vp_outq's own check under
# Icarus, as must one whose register of the slot after the head does not
# move on with a release (VP_PLANT_OQ_HNEXT); a build whose output-RAM read
# address comes a clock late
# (VP_PLANT_OQ_RADDR) or whose two vmem read addresses, for the heads
# with and without a release, are swapped (VP_PLANT_OQ_VSWAP) must stop at
# vp_core's checks; a build whose look-ahead (the register after this
# beat's, and whether this beat is the last) does not advance with a beat
# (VP_PLANT_OQ_AHEAD) or whose registered head-finished bit ignores the
# release (VP_PLANT_OQ_HAVE) must stop at vp_outq's, one whose written
# bit of the thread's xmem row is read for the wrong entry
# (VP_PLANT_PP_XV) at vp_core's (the good build passes
# rtl-iverilog-smoke with these checks on); a build that takes the head as
# finished with done_i instead of done_q (VP_PLANT_OUTQ_EARLY), before the
# written bits of its last write-back are in vp_core's oq_v_q, must stop at
# vp_outq's look-ahead check or send outputs that differ from the model's; and vp_host's copy of the loading
# thread's dirty bits (ld_dirty_q) planted wrong (VP_PLANT_LD_DIRTY) must
# stop at vp_host's check, as must a loader whose registered next
# attribute does not move past the one it writes (VP_PLANT_LD_AHEAD) or
# whose registered "all threads idle" looks at thread 0 alone
# (VP_PLANT_FREE_ALL); a
# host that takes a just-started thread as
# free from its registered free bits (VP_PLANT_FREE_STALE) must stop at
# vp_host's check, as must one whose provoking write leaves out the
# dirty bits' set of the clock before (VP_PLANT_DSET: six times a state
# program, a START that waits for it, attribute writes and the provoking
# write, on the state program's thread, whose dirty bits its load cleared;
# the tb's random idle clocks leave some writes back to back); 33 vertices on reused threads, each right after an
# attribute write, must match the model in the good build); a host that writes the program while threads
# run (VP_PLANT_PM_BUSY) must stop at vp_core's check (its SFU predecode
# bits rely on the host's rule); a host that accepts a provoking write
# while a state program runs (VP_PLANT_VSP_OVERLAP) must stop at vp_core's
# check on a stream that loads a state program and a vertex program, runs
# the state program and provokes vertices right after it (the good build
# runs it to the end: vp_host holds the vertices back, so the constant RAM
# needs no bypass logic); a core whose registered release idles the head
# of the next clock instead of the released thread (VP_PLANT_REL_THREAD),
# or that marks the thread above the picked one busy (VP_PLANT_BUSY_GRANT),
# must stop at vp_core's write-back check; one whose thread stays runnable
# when it stops (VP_PLANT_RUNNABLE) at vp_core's check of the runnable bits
SIM_OQ_PROG := programs/paper/paper_lit_morph.vp
SIM_OQ_IN   := programs/paper/paper_lit_morph.in
SIM_OQ_VSP  := programs/examples/vsp_normalize.vsp
SIM_OQ_VSPIN := programs/examples/vsp_normalize.in
# $(call outq_bad,DEFINE,NAME,MESSAGE,WHAT): the build with DEFINE must stop
# with MESSAGE (a $$fatal check) on the dumped commands
# (t.cmds, or the file FILE of $(call outq_bad_cmds,DEFINE,NAME,MESSAGE,WHAT,FILE)).
# A planted fault that hangs the engine ends at the test bench's own cycle
# limit (SIM_OQ_BAD_CYCLES, 20 times what the clean runs take), which
# flushes its output; the wall-clock timeout is only a guard. (With the
# timeout as the end, a run starved of CPU in CI was killed before its
# buffered output reached the file, and the fault counted as missed.)
SIM_OQ_BAD_CYCLES := 20000
outq_bad = $(call outq_bad_cmds,$(1),$(2),$(3),$(4),t.cmds)
outq_bad_cmds = d=$(SIM_IV_DIR)/outq; \
	$(IVERILOG) -g2012 -Irtl -Itb/rtl -y rtl -D$(1) -o $$d/$(2).vvp -s tb_engine_iv tb/rtl/tb_engine_iv.v || exit 1; \
	timeout 600 $(VVP) -n $$d/$(2).vvp +cmds=$$d/$(5) +seed=1 +maxcycles=$(SIM_OQ_BAD_CYCLES) > $$d/$(2).out 2>&1; \
	grep -q '$(3)' $$d/$(2).out || \
	  { tail -5 $$d/$(2).out; echo "rtl-outq-check: FAIL: $(4) was not caught ($$d/$(2).out)"; exit 1; }; \
	echo "rtl-outq-check: known-bad ($(4)) caught: $$(grep -m1 -o '$(3).*' $$d/$(2).out | cut -c1-110)"
rtl-outq-check: $(SIM_DIR)/vpcosim_nortl $(SIM_RTL_SRCS) tb/rtl/tb_engine_iv.v
	@scripts/deps.sh sim
	@d=$(SIM_IV_DIR)/outq; rm -rf $$d; mkdir -p $$d; \
	$(SIM_DIR)/vpcosim_nortl --seed 1 --dump-cmds $$d/t.cmds $(SIM_OQ_PROG) $(SIM_OQ_IN) || exit 1
	@$(call outq_bad,VP_PLANT_OUTQ_STALE,bad,vp_outq: head thread register,the head thread kept from the second head register)
	@$(call outq_bad,VP_PLANT_OQ_HNEXT,bad15,vp_outq: second head register,the second head register not moved on with a release)
	@$(call outq_bad,VP_PLANT_OQ_RADDR,bad2,vp_core: output RAM read address,output-RAM read address a clock late)
	@$(call outq_bad,VP_PLANT_OQ_VSWAP,bad7,vp_core: next head of the output queue,the two vmem read addresses swapped)
	@$(call outq_bad,VP_PLANT_OQ_AHEAD,bad10,vp_outq: look-ahead after register,the look-ahead (next register and last beat) not advanced with a beat)
	@$(call outq_bad,VP_PLANT_OQ_HAVE,bad11,vp_outq: registered head-finished bit,the registered head-finished bit taken for the head without a release after one)
	@$(call outq_bad,VP_PLANT_PP_XV,bad18,vp_core: written bit of thread,the written bit of xmem's row read for the thread a clock behind)
	@$(call outq_bad,VP_PLANT_LD_DIRTY,bad4,vp_host: loading thread,the loader's copy of the dirty bits taken from the thread loaded before)
	@$(call outq_bad,VP_PLANT_LD_AHEAD,bad12,vp_host: loader look-ahead,the loader's next attribute not advanced past the one written)
	@$(call outq_bad,VP_PLANT_FREE_ALL,bad13,vp_host: registered any/all idle,the host's registered all-idle bit taken from thread 0 alone)
	@$(call outq_bad,VP_PLANT_BUSY_GRANT,bad14,vp_core: write-back for thread,the thread above the picked one marked busy)
	@$(call outq_bad,VP_PLANT_RUNNABLE,bad16,vp_core: runnable bit,a thread that stops kept runnable)
	@$(call outq_bad,VP_PLANT_REL_THREAD,bad9,vp_core: write-back for thread,the registered release applied to the next head instead of the released thread)
	@$(call outq_bad,VP_PLANT_PM_BUSY,bad5,vp_core: program memory written at,a program write while threads run)
	@d=$(SIM_IV_DIR)/outq; \
	awk '$$1 == 3 && $$2 != "00" && p { next } $$1 == 3 && $$2 == "00" { p = 1 } { print }' $$d/t.cmds > $$d/v0.cmds; \
	$(IVERILOG) -g2012 -Irtl -Itb/rtl -y rtl -o $$d/v0.vvp -s tb_engine_iv tb/rtl/tb_engine_iv.v || exit 1; \
	timeout 60 $(VVP) -n $$d/v0.vvp +cmds=$$d/v0.cmds +seed=1 > $$d/v0.out 2>&1; \
	if grep -q 'FATAL\|ERROR' $$d/v0.out || ! grep -q '^done' $$d/v0.out; then \
	  tail -5 $$d/v0.out; echo "rtl-outq-check: FAIL: back-to-back provoking writes did not run cleanly ($$d/v0.out)"; exit 1; fi; \
	echo "rtl-outq-check: $$(grep -c '^3 00' $$d/v0.cmds) vertices provoked back to back (only v[0] written after the first): $$(grep -c '^out' $$d/v0.out) output beats, every vertex given to an idle thread"
	@$(call outq_bad_cmds,VP_PLANT_FREE_STALE,bad8,vp_host: vertex given to thread,the host's registered free bits used in the clock after a start,v0.cmds)
	@d=$(SIM_IV_DIR)/outq; \
	{ cat $(SIM_OQ_IN); for i in 1 2 3 4 5 6 7 8 9 10; do grep -E '^v\[(15|0)\] ' $(SIM_OQ_IN) | tail -6; done; } > $$d/rep.in; \
	$(SIM_DIR)/vpcosim_nortl --seed 1 --dump-cmds $$d/rep.cmds $(SIM_OQ_PROG) $$d/rep.in > /dev/null || exit 1; \
	timeout 60 $(VVP) -n $$d/v0.vvp +cmds=$$d/rep.cmds +seed=1 > $$d/rep.out 2>&1; \
	if grep -q 'FATAL\|ERROR' $$d/rep.out || ! grep -q '^done' $$d/rep.out || \
	   ! $(SIM_DIR)/vpcosim_nortl --seed 1 --check-outputs $$d/rep.out $(SIM_OQ_PROG) $$d/rep.in > $$d/rep.log 2>&1; then \
	  tail -5 $$d/rep.out $$d/rep.log; echo "rtl-outq-check: FAIL: vertices on reused threads, each right after an attribute write, did not match the model ($$d/rep.out)"; exit 1; fi; \
	echo "rtl-outq-check: $$(grep -c '^3 00' $$d/rep.cmds) vertices, each right after an attribute write, threads reused: outputs match the model"
	@d=$(SIM_IV_DIR)/outq; \
	$(SIM_DIR)/vpcosim_nortl --seed 1 --dump-cmds $$d/vsp.cmds $(SIM_OQ_VSP) $(SIM_OQ_VSPIN) > /dev/null || exit 1; \
	nv=$$(awk '$$1 == 0' $$d/vsp.cmds | wc -l); \
	reloc() { while read -r c a n x; do printf '%s %02x %s %s\n' "$$c" $$((16#$$a + nv)) "$$n" "$$x"; done; }; \
	{ awk '$$1 == 0' $$d/vsp.cmds; awk '$$1 == 0' $$d/t.cmds | reloc; awk '$$1 == 1 || $$1 == 2' $$d/t.cmds; \
	  awk '$$1 == 1' $$d/vsp.cmds; awk '$$1 == 4' $$d/t.cmds | reloc; awk '$$1 == 5' $$d/vsp.cmds | head -1; \
	  awk '$$1 == 3' $$d/t.cmds; } > $$d/mix.cmds; \
	$(IVERILOG) -g2012 -Irtl -Itb/rtl -y rtl -o $$d/mix.vvp -s tb_engine_iv tb/rtl/tb_engine_iv.v || exit 1; \
	timeout 60 $(VVP) -n $$d/mix.vvp +cmds=$$d/mix.cmds +seed=1 > $$d/mix.out 2>&1; \
	nout=$$(grep -c '^out' $$d/mix.out); \
	if grep -q 'FATAL\|ERROR' $$d/mix.out || ! grep -q '^done' $$d/mix.out || [ "$$nout" = 0 ]; then \
	  tail -5 $$d/mix.out; echo "rtl-outq-check: FAIL: a state program followed by provoked vertices did not run cleanly ($$d/mix.out)"; exit 1; fi; \
	echo "rtl-outq-check: $(notdir $(SIM_OQ_VSP)) then $$(grep -c '^3 00' $$d/mix.cmds) vertices of $(notdir $(SIM_OQ_PROG)) provoked right after it: $$nout output beats, the state program ran alone"
	@$(call outq_bad_cmds,VP_PLANT_VSP_OVERLAP,bad6,vp_core: a state program runs beside,a vertex provoked while a state program runs,mix.cmds)
	@d=$(SIM_IV_DIR)/outq; \
	st=$$(awk '$$1 == 5' $$d/mix.cmds | head -1); go=$$(awk '$$1 == 4' $$d/mix.cmds | tail -1); \
	v=$$(awk '$$1 == 3 { print } $$1 == 3 && $$2 == "00" { exit }' $$d/mix.cmds); \
	{ awk '{ print } $$1 == 5 { exit }' $$d/mix.cmds; \
	  for i in 1 2 3 4 5 6; do printf '%s\n%s\n%s\n' "$$go" "$$v" "$$st"; done; } > $$d/mix2.cmds; \
	timeout 60 $(VVP) -n $$d/mix.vvp +cmds=$$d/mix2.cmds +seed=1 > $$d/mix2.out 2>&1; \
	if grep -q 'FATAL\|ERROR' $$d/mix2.out || ! grep -q '^done' $$d/mix2.out; then \
	  tail -5 $$d/mix2.out; echo "rtl-outq-check: FAIL: a vertex on the state program's thread right after attribute writes did not run cleanly ($$d/mix2.out)"; exit 1; fi; \
	echo "rtl-outq-check: six times the state program, a START that waits for it, then attribute writes and a provoking write on its thread: ran cleanly"
	@$(call outq_bad_cmds,VP_PLANT_DSET,bad17,vp_host: loading thread,the dirty bits' set of the clock before left out of a provoking write's load,mix2.cmds)
	@d=$(SIM_IV_DIR)/outq; \
	$(IVERILOG) -g2012 -Irtl -Itb/rtl -y rtl -DVP_PLANT_OUTQ_EARLY -o $$d/bad3.vvp -s tb_engine_iv tb/rtl/tb_engine_iv.v || exit 1; \
	timeout 600 $(VVP) -n $$d/bad3.vvp +cmds=$$d/t.cmds +seed=1 +maxcycles=$(SIM_OQ_BAD_CYCLES) > $$d/bad3.out 2>&1; \
	if $(SIM_DIR)/vpcosim_nortl --seed 1 --check-outputs $$d/bad3.out $(SIM_OQ_PROG) $(SIM_OQ_IN) > $$d/bad3.log 2>&1; then \
	  echo "rtl-outq-check: FAIL: a queue that takes a thread as finished before its last write-back's bits are registered was not caught ($$d/bad3.out)"; exit 1; fi; \
	echo "rtl-outq-check: known-bad (head taken as finished a clock early, before its written bits are registered) caught: $$({ grep -m1 -h '^FATAL' $$d/bad3.out || grep -m1 'FAIL' $$d/bad3.log; } | cut -c1-150)"
TEST_STEPS += rtl-outq-check
