# Constrained-random RTL regression (docs/regress.md): tb/regress/vpgen.c
# writes valid programs and vertex streams from a seed; each pair runs on
# the lock-step bench $(SIM_DIR)/vpcosim_t<THREADS> (built by mk/sim.mk).
#
#   make regress SEED=s COUNT=n [THREADS=t|board] [REGRESS_SIZE=n] [REGRESS_VERTICES=n]
#       seeds s .. s+n-1; a divergence prints the seed and the command that
#       reproduces it, and a minimized pair goes to tb/regress/repro/<seed>.vp/.in;
#       THREADS=board: the FPGA boards' engine (mk/boards.def: its threads,
#       EX_LAT, IF_STAGE, RD_STAGE), bench vpcosim_t<NT>_board
#   make regress-short   (make test) every tb/regress/repro/* pair replayed, the
#       end-to-end self-test (a planted failure: seed printed, reproducer
#       minimized and written, its replay must fail), the known-bad run
#       (--flip-at must fail), then a bounded budget of small programs, on
#       the default engine at 4 threads and on the boards' engine
#   REGRESS_COSIM_ARGS=... more bench options for every run (e.g. --flip-at 1
#       to plant a failure); REGRESS_REPRO=dir where reproducers go

REGRESS_DIR      := $(BUILD)/regress
REGRESS_GEN      := $(REGRESS_DIR)/vpgen
REGRESS_REPRO    ?= tb/regress/repro
REGRESS_COSIM_ARGS ?=
REGRESS_THREADS  ?= $(or $(strip $(THREADS)),4)
# the bench's name suffix and what the lines print (SIM_DIR: mk/sim.mk)
REGRESS_SIM_T     = $(if $(filter board,$(REGRESS_THREADS)),$(BOARD_NT)_board,$(REGRESS_THREADS))
REGRESS_BENCH     = $(SIM_DIR)/vpcosim_t$(REGRESS_SIM_T)
REGRESS_ENGINE    = $(if $(filter board,$(REGRESS_THREADS)),the boards' engine (NTHREADS $(BOARD_NT) EX_LAT $(BOARD_EX_LAT) IF_STAGE $(BOARD_IF_STAGE) RD_STAGE $(BOARD_RD_STAGE)),NTHREADS=$(REGRESS_THREADS))
REGRESS_SIZE     ?= 40
REGRESS_VERTICES ?= 6
REGRESS_SHORT_COUNT ?= 250
# make test's run on the boards' engine (about 10 s)
REGRESS_SHORT_BOARD_COUNT ?= 250
REGRESS_SHORT_N ?= $(REGRESS_SHORT_COUNT)
# per mille of programs with a watchdog vertex (about 12 s each at NTHREADS=4)
REGRESS_RUNAWAY  ?= 50
REGRESS_SHORT_RUNAWAY ?= 4
COUNT            ?= 100

.PHONY: regress regress-short regress-run

.PHONY: regress-e2e-selftest

$(REGRESS_GEN): $(BUILD)/obj/tb/regress/vpgen.o $(BUILD)/obj/tb/lib/tbbuf.o $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $^ $(LDLIBS) -o $@

# $(call regress_loop,SEED,COUNT,SIZE,VERTICES,RUNAWAY): generate and run; sets
# programs/instr counts, exits 1 after minimizing the first failure.
define regress_loop
	b=$(REGRESS_BENCH); d=$(REGRESS_DIR)/work.$$$$; rm -rf $$d; mkdir -p $$d $(REGRESS_REPRO); \
	t0=$$(date +%s.%N); progs=0; instr=0; refused=0; \
	for ((i = 0; i < $(2); i++)); do s=$$(($(1) + i)); \
	  set -- $$($(REGRESS_GEN) --seed $$s --out $$d/g$$s --size $(3) --vertices $(4) --runaway $(5) 2>$$d/gen.err); [ -n "$$1" ] || { cat $$d/gen.err; exit 1; }; \
	  p=$$1; in=$$2; refused=$$((refused + $$(sed -n 's/.*refusals=\([0-9]*\).*/\1/p' $$d/gen.err))); \
	  rc=0; out=$$($$b --quiet --seed $$s $(REGRESS_COSIM_ARGS) $$p $$in 2>&1) || rc=$$?; \
	  if [ $$rc != 0 ] && [ $$rc != 1 ]; then echo "$$out" | head -20; \
	    echo "regress: ERROR: the bench $$b exited with status $$rc (not a divergence) at seed=$$s"; exit 2; fi; \
	  if [ $$rc = 1 ]; then \
	    echo "$$out" | head -40; \
	    echo "regress: FAIL seed=$$s $(REGRESS_ENGINE)"; \
	    echo "regress: reproduce: $(REGRESS_GEN) --seed $$s --out /tmp/g$$s --size $(3) --vertices $(4) --runaway $(5) && $$b --seed $$s $(REGRESS_COSIM_ARGS) /tmp/g$$s.$${p##*.} /tmp/g$$s.in"; \
	    r=$(REGRESS_REPRO)/$$s; cp $$p $$r.$${p##*.}; cp $$in $$r.in; \
	    $(REGRESS_GEN) --minimize $$r.$${p##*.} $$r.in --cmd "$$b --quiet --seed $$s $(REGRESS_COSIM_ARGS)"; \
	    echo "regress: minimized reproducer: $$r.$${p##*.} $$r.in (replayed by make test; commit it)"; exit 1; fi; \
	  progs=$$((progs + 1)); instr=$$((instr + $$(echo "$$out" | sed -n 's/.* \([0-9]*\) instructions compared.*/\1/p'))); \
	  rm -f $$p $$in; \
	done; rm -rf $$d; \
	t1=$$(date +%s.%N); \
	echo "regress: SEED=$(1) COUNT=$(2) $(REGRESS_ENGINE): $$progs programs, $$instr instructions checked, $$refused generator refusals, $$(awk -v a=$$t0 -v b=$$t1 -v n=$$instr 'BEGIN { printf "%.1f s, %.0f instructions/s", b - a, n / (b - a) }')"
endef

regress: $(REGRESS_GEN)
	@$(MAKE) --no-print-directory $(REGRESS_BENCH)
	@seed=$${SEED:-$$(date +%s)}; echo "regress: SEED=$$seed COUNT=$(COUNT) (reproduce: make regress SEED=$$seed COUNT=$(COUNT) THREADS=$(REGRESS_THREADS) REGRESS_SIZE=$(REGRESS_SIZE) REGRESS_VERTICES=$(REGRESS_VERTICES) REGRESS_RUNAWAY=$(REGRESS_RUNAWAY)$(if $(strip $(REGRESS_COSIM_ARGS)), REGRESS_COSIM_ARGS='$(strip $(REGRESS_COSIM_ARGS))'))"; \
	$(call regress_loop,$$seed,$(COUNT),$(REGRESS_SIZE),$(REGRESS_VERTICES),$(REGRESS_RUNAWAY))

regress-short:
	@m="$(sim_rtl_missing)"; if [ -n "$$m" ]; then \
	  echo "regress-short: skipped, not committed yet: $$m"; \
	else $(MAKE) --no-print-directory regress-run; fi

# $(call regress_replay,DIR,EXTRA-ARGS): every reproducer pair in DIR on the
# bench (the seed is the file name); exits 1 on the first failure.
define regress_replay
	b=$(REGRESS_BENCH); n=0; mkdir -p $(REGRESS_DIR); \
	for p in $$(ls $(1)/*.vp $(1)/*.vsp 2>/dev/null); do s=$$(basename $${p%.*}); \
	  $$b --quiet --seed $$s $(2) $$p $${p%.*}.in > $(REGRESS_DIR)/repro.log 2>&1 || { head -40 $(REGRESS_DIR)/repro.log; \
	    echo "regress-replay: FAIL: reproducer $$p (rerun: $$b --seed $$s $(2) $$p $${p%.*}.in)"; exit 1; }; n=$$((n + 1)); \
	done; echo "regress-replay: $$n reproducers in $(1) pass"
endef

regress-run: $(REGRESS_GEN)
	@$(MAKE) --no-print-directory $(REGRESS_BENCH)
	@$(call regress_replay,$(REGRESS_REPRO),)
	@$(MAKE) --no-print-directory regress-e2e-selftest
	@$(MAKE) --no-print-directory regress-short-engine REGRESS_SHORT_N=$(REGRESS_SHORT_COUNT)
	@$(MAKE) --no-print-directory regress-short-engine REGRESS_THREADS=board REGRESS_SHORT_N=$(REGRESS_SHORT_BOARD_COUNT)

# regress-short on one engine (REGRESS_THREADS: the default engine at 4
# threads, then the boards'): a known-bad run (a generated program with
# --flip-at 1 must fail), then REGRESS_SHORT_N seeds of small programs
.PHONY: regress-short-engine
regress-short-engine: $(REGRESS_GEN)
	@$(MAKE) --no-print-directory $(REGRESS_BENCH)
	@d=$(REGRESS_DIR)/bad-$(REGRESS_SIM_T); rm -rf $$d; mkdir -p $$d; \
	set -- $$($(REGRESS_GEN) --seed 7 --out $$d/g --size 30 --vertices 4 2>/dev/null); \
	if $(REGRESS_BENCH) --quiet --seed 7 --flip-at 1 $$1 $$2 > $$d/bad.log 2>&1; then \
	  echo "regress-short: FAIL: known-bad run on $(REGRESS_ENGINE) (--flip-at 1 on a generated program) passed"; exit 1; fi; \
	echo "regress-short: known-bad --flip-at 1 on $(REGRESS_ENGINE) caught: $$(grep -m1 FAIL $$d/bad.log | cut -c1-100)"
	@seed=$${SEED:-$$(date +%s)}; echo "regress-short: SEED=$$seed on $(REGRESS_ENGINE) (reproduce: make regress SEED=$$seed COUNT=$(REGRESS_SHORT_N) THREADS=$(REGRESS_THREADS) REGRESS_SIZE=24 REGRESS_VERTICES=4 REGRESS_RUNAWAY=$(REGRESS_SHORT_RUNAWAY))"; \
	$(call regress_loop,$$seed,$(REGRESS_SHORT_N),24,4,$(REGRESS_SHORT_RUNAWAY))

# End to end, on a planted failure (the engine's dbg_flip hook, --flip-at 1):
# make regress must fail, print the seed, write a minimized reproducer; the
# replay of that reproducer must fail with the same hook (the replay catches a
# mismatch) and pass without it (a valid pair). Seed 7, 30 instructions.
REGRESS_E2E := $(REGRESS_DIR)/e2e
regress-e2e-selftest: $(REGRESS_GEN)
	@rm -rf $(REGRESS_E2E); mkdir -p $(REGRESS_E2E)
	@if $(MAKE) --no-print-directory regress SEED=7 COUNT=1 REGRESS_SIZE=30 REGRESS_VERTICES=4 \
	    REGRESS_COSIM_ARGS="--flip-at 1" REGRESS_REPRO=$(REGRESS_E2E)/repro > $(REGRESS_E2E)/regress.log 2>&1; then \
	  cat $(REGRESS_E2E)/regress.log; echo "regress-e2e-selftest: FAIL: a planted failure passed make regress"; exit 1; fi
	@e=$(REGRESS_E2E); grep -q "regress: FAIL seed=7 " $$e/regress.log || { cat $$e/regress.log; echo "regress-e2e-selftest: FAIL: no seed printed"; exit 1; }; \
	p=$$(ls $$e/repro/7.vp $$e/repro/7.vsp 2>/dev/null); [ -n "$$p" ] && [ -f $$e/repro/7.in ] || { cat $$e/regress.log; echo "regress-e2e-selftest: FAIL: no reproducer written"; exit 1; }; \
	$(REGRESS_GEN) --seed 7 --out $$e/orig --size 30 --vertices 4 > /dev/null 2>&1; \
	a=$$(grep -c ';' $$e/orig.$${p##*.}); m=$$(grep -c ';' $$p); a2=$$(wc -l < $$e/orig.in); m2=$$(wc -l < $$e/repro/7.in); \
	[ $$m -lt $$a ] && [ $$m2 -lt $$a2 ] || { echo "regress-e2e-selftest: FAIL: reproducer not minimized ($$m of $$a statements, $$m2 of $$a2 input lines)"; exit 1; }; \
	echo "regress-e2e-selftest: planted failure: seed printed, reproducer minimized from $$a to $$m statements and $$a2 to $$m2 input lines"
	@if ( $(call regress_replay,$(REGRESS_E2E)/repro,--flip-at 1) ) > $(REGRESS_E2E)/replay-bad.log 2>&1; then \
	  cat $(REGRESS_E2E)/replay-bad.log; echo "regress-e2e-selftest: FAIL: replaying the reproducer with the flip passed"; exit 1; fi; \
	echo "regress-e2e-selftest: known-bad replay caught: $$(grep -m1 'regress-replay: FAIL' $(REGRESS_E2E)/replay-bad.log | cut -c1-100)"
	@$(call regress_replay,$(REGRESS_E2E)/repro,)

TEST_STEPS += regress-short
