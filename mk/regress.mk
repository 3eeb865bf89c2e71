# Constrained-random RTL regression (docs/regress.md): tb/regress/vpgen.c
# writes valid programs and vertex streams from a seed; each pair runs on
# the lock-step bench $(SIM_DIR)/vpcosim_t<THREADS> (built by mk/sim.mk).
#
#   make regress SEED=s COUNT=n [THREADS=t|board] [REGRESS_SIZE=n] [REGRESS_VERTICES=n]
#       seeds s .. s+n-1; a divergence prints the seed and the command that
#       reproduces it, and a minimized pair goes to tb/regress/repro/<seed>.vp/.in;
#       THREADS=board: the FPGA boards' engine (mk/boards.def: its threads,
#       EX_LAT, IF_STAGE, RD_STAGE), bench vpcosim_t<NT>_board
#   make regress-short   (make test) every tb/regress/repro/* pair replayed,
#       then a bounded budget of small programs, on the default engine at 4
#       threads and on the boards' engine (tb/mutants/rtl_core.txt has a
#       write-back mutant that make regress must catch and minimize)
#   REGRESS_JOBS=j workers sharing the seeds (default: the machine's cores);
#   REGRESS_PROGRESS=s a progress line on stderr every s seconds (default 60, 0 none);
#   REGRESS_COSIM_ARGS=... more bench options for every run;
#   REGRESS_REPRO=dir where reproducers go

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

.PHONY: regress regress-short

$(REGRESS_GEN): $(BUILD)/obj/tb/regress/vpgen.o $(BUILD)/obj/tb/lib/tbbuf.o $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $^ $(LDLIBS) -o $@

# $(call regress_run,SEED,COUNT,SIZE,VERTICES,RUNAWAY): tb/regress/regress.sh's loop
regress_run = tb/regress/regress.sh run $(REGRESS_GEN) $(REGRESS_BENCH) "$(REGRESS_ENGINE)" $(REGRESS_REPRO) \
	$(1) $(2) $(3) $(4) $(5) "$(strip $(REGRESS_COSIM_ARGS))"

regress: $(REGRESS_GEN)
	@$(MAKE) --no-print-directory $(REGRESS_BENCH)
	@seed=$${SEED:-$$(date +%s)}; echo "regress: SEED=$$seed COUNT=$(COUNT) (reproduce: make regress SEED=$$seed COUNT=$(COUNT) THREADS=$(REGRESS_THREADS) REGRESS_SIZE=$(REGRESS_SIZE) REGRESS_VERTICES=$(REGRESS_VERTICES) REGRESS_RUNAWAY=$(REGRESS_RUNAWAY)$(if $(strip $(REGRESS_COSIM_ARGS)), REGRESS_COSIM_ARGS='$(strip $(REGRESS_COSIM_ARGS))'))"; \
	$(call regress_run,$$seed,$(COUNT),$(REGRESS_SIZE),$(REGRESS_VERTICES),$(REGRESS_RUNAWAY))

# make test's run: the reproducers replayed on NTHREADS 4, then
# REGRESS_SHORT_COUNT small programs on NTHREADS 4 and
# REGRESS_SHORT_BOARD_COUNT on the boards' engine, each from a seed of its own
regress-short: $(REGRESS_GEN)
	@$(MAKE) --no-print-directory $(SIM_DIR)/vpcosim_t4 $(SIM_DIR)/vpcosim_t$(BOARD_NT)_board
	@tb/regress/regress.sh replay $(SIM_DIR)/vpcosim_t4 $(REGRESS_REPRO)
	@s=$${SEED:-$$(date +%s)}; b=$$((s + $(REGRESS_SHORT_COUNT))); \
	$(MAKE) --no-print-directory regress-short-engine SEED=$$s REGRESS_THREADS=4 REGRESS_SHORT_N=$(REGRESS_SHORT_COUNT) && \
	$(MAKE) --no-print-directory regress-short-engine SEED=$$b REGRESS_THREADS=board REGRESS_SHORT_N=$(REGRESS_SHORT_BOARD_COUNT) && \
	echo "regress-short: the reproducers, $(REGRESS_SHORT_COUNT) programs on NTHREADS=4 (SEED=$$s) and $(REGRESS_SHORT_BOARD_COUNT) on the boards' engine (SEED=$$b) match the model"

.PHONY: regress-short-engine
regress-short-engine: $(REGRESS_GEN)
	@seed=$${SEED:-$$(date +%s)}; echo "regress-short: SEED=$$seed on $(REGRESS_ENGINE) (reproduce: make regress SEED=$$seed COUNT=$(REGRESS_SHORT_N) THREADS=$(REGRESS_THREADS) REGRESS_SIZE=24 REGRESS_VERTICES=4 REGRESS_RUNAWAY=$(REGRESS_SHORT_RUNAWAY))"; \
	$(call regress_run,$$seed,$(REGRESS_SHORT_N),24,4,$(REGRESS_SHORT_RUNAWAY))
