# Constrained-random RTL regression (docs/regress.md): tb/regress/vpgen.c
# writes valid programs and vertex streams from a seed; each pair runs on
# the lock-step bench $(SIM_DIR)/vpcosim_t<THREADS> (built by mk/sim.mk).
#
#   make regress SEED=s COUNT=n [THREADS=t] [REGRESS_SIZE=n] [REGRESS_VERTICES=n]
#       seeds s .. s+n-1; a divergence prints the seed and the command that
#       reproduces it, and a minimized pair goes to tb/regress/repro/<seed>.vp/.in
#   make regress-short   (make test) a bounded budget of small programs, every
#       tb/regress/repro/* pair, and the known-bad run (--flip-at must fail)

REGRESS_DIR      := $(BUILD)/regress
REGRESS_GEN      := $(REGRESS_DIR)/vpgen
REGRESS_REPRO    := tb/regress/repro
REGRESS_THREADS  ?= $(or $(strip $(THREADS)),4)
REGRESS_SIZE     ?= 40
REGRESS_VERTICES ?= 6
REGRESS_SHORT_COUNT ?= 250
COUNT            ?= 100

.PHONY: regress regress-short regress-run

$(REGRESS_GEN): $(BUILD)/obj/tb/regress/vpgen.o $(BUILD)/obj/tb/lib/tbbuf.o $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $^ $(LDLIBS) -o $@

# $(call regress_loop,SEED,COUNT,SIZE,VERTICES): generate and run; sets
# programs/instr counts, exits 1 after minimizing the first failure.
define regress_loop
	b=$(SIM_DIR)/vpcosim_t$(REGRESS_THREADS); d=$(REGRESS_DIR)/work; rm -rf $$d; mkdir -p $$d $(REGRESS_REPRO); \
	t0=$$(date +%s.%N); progs=0; instr=0; refused=0; \
	for ((i = 0; i < $(2); i++)); do s=$$(($(1) + i)); \
	  set -- $$($(REGRESS_GEN) --seed $$s --out $$d/g$$s --size $(3) --vertices $(4) 2>$$d/gen.err); [ -n "$$1" ] || { cat $$d/gen.err; exit 1; }; \
	  p=$$1; in=$$2; refused=$$((refused + $$(sed -n 's/.*refusals=\([0-9]*\).*/\1/p' $$d/gen.err))); \
	  if ! out=$$($$b --quiet --seed $$s $$p $$in 2>&1); then \
	    echo "$$out" | head -40; \
	    echo "regress: FAIL seed=$$s NTHREADS=$(REGRESS_THREADS)"; \
	    echo "regress: reproduce: $(REGRESS_GEN) --seed $$s --out /tmp/g$$s --size $(3) --vertices $(4) && $$b --seed $$s /tmp/g$$s.$${p##*.} /tmp/g$$s.in"; \
	    r=$(REGRESS_REPRO)/$$s; cp $$p $$r.$${p##*.}; cp $$in $$r.in; \
	    $(REGRESS_GEN) --minimize $$r.$${p##*.} $$r.in --cmd "$$b --quiet --seed $$s"; \
	    echo "regress: minimized reproducer: $$r.$${p##*.} $$r.in (replayed by make test; commit it)"; exit 1; fi; \
	  progs=$$((progs + 1)); instr=$$((instr + $$(echo "$$out" | sed -n 's/.* \([0-9]*\) instructions compared.*/\1/p'))); \
	  rm -f $$p $$in; \
	done; \
	t1=$$(date +%s.%N); \
	echo "regress: SEED=$(1) COUNT=$(2) NTHREADS=$(REGRESS_THREADS): $$progs programs, $$instr instructions checked, $$refused generator refusals, $$(awk -v a=$$t0 -v b=$$t1 -v n=$$instr 'BEGIN { printf "%.1f s, %.0f instructions/s", b - a, n / (b - a) }')"
endef

regress: $(REGRESS_GEN)
	@$(MAKE) --no-print-directory $(SIM_DIR)/vpcosim_t$(REGRESS_THREADS)
	@seed=$${SEED:-$$(date +%s)}; echo "regress: SEED=$$seed COUNT=$(COUNT) (reproduce: make regress SEED=$$seed COUNT=$(COUNT))"; \
	$(call regress_loop,$$seed,$(COUNT),$(REGRESS_SIZE),$(REGRESS_VERTICES))

regress-short:
	@m="$(sim_rtl_missing)"; if [ -n "$$m" ]; then \
	  echo "regress-short: skipped, not committed yet: $$m"; \
	else $(MAKE) --no-print-directory regress-run; fi

regress-run: $(REGRESS_GEN)
	@$(MAKE) --no-print-directory $(SIM_DIR)/vpcosim_t$(REGRESS_THREADS)
	@b=$(SIM_DIR)/vpcosim_t$(REGRESS_THREADS); n=0; \
	for p in $$(ls $(REGRESS_REPRO)/*.vp $(REGRESS_REPRO)/*.vsp 2>/dev/null); do s=$$(basename $${p%.*}); \
	  $$b --quiet --seed $$s $$p $${p%.*}.in > $(REGRESS_DIR)/repro.log 2>&1 || { cat $(REGRESS_DIR)/repro.log | head -40; \
	    echo "regress-short: FAIL: reproducer $$p (rerun: $$b --seed $$s $$p $${p%.*}.in)"; exit 1; }; n=$$((n + 1)); \
	done; echo "regress-short: $$n reproducers in $(REGRESS_REPRO) pass"
	@d=$(REGRESS_DIR)/bad; rm -rf $$d; mkdir -p $$d; \
	set -- $$($(REGRESS_GEN) --seed 7 --out $$d/g --size 30 --vertices 4 2>/dev/null); \
	if $(SIM_DIR)/vpcosim_t$(REGRESS_THREADS) --quiet --seed 7 --flip-at 5 $$1 $$2 > $$d/bad.log 2>&1; then \
	  echo "regress-short: FAIL: known-bad run (--flip-at 5 on a generated program) passed"; exit 1; fi; \
	echo "regress-short: known-bad --flip-at 5 caught: $$(grep -m1 FAIL $$d/bad.log | cut -c1-120)"
	@seed=$${SEED:-$$(date +%s)}; echo "regress-short: SEED=$$seed (reproduce: make regress SEED=$$seed COUNT=$(REGRESS_SHORT_COUNT) REGRESS_SIZE=24 REGRESS_VERTICES=4)"; \
	$(call regress_loop,$$seed,$(REGRESS_SHORT_COUNT),24,4)

TEST_STEPS += regress-short
