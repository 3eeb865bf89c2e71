# Benchmarks (issue 7, docs/bench.md). Not tests: no time is asserted.
#
#   make bench            the lock-step bench's speed beside an old build's
#                         (BENCH_OLD_COMMIT, built by bench-old), C-model
#                         throughput of the paper's programs beside a
#                         host-float interpreter (vpbench), then two tables for
#                         every program under programs/: the boards' engine
#                         (cycles/vertex paired and unpaired, the ideal, their
#                         ratio, issue-slot use, vertices/s per board), and
#                         static and dynamic words, RTL cycles/vertex at 1, 2,
#                         4 and the default thread count, issue-slot use,
#                         C-model vertices/s, Verilator cycles/s; written to
#                         docs/bench.md with the date and machine
#   make bench-old        only build (or find cached) BENCH_OLD_COMMIT's lock-step
#                         benches under $(BUILD)/bench-old (not in make test)
#   make bench-check      (make test) cycles of every program at every thread
#                         count against $(BENCH_BASE); fails when one grows
#   make bench-baseline   rewrite $(BENCH_BASE) (commit it with the change
#                         that moved the cycle counts)
#
# Cycle counts are deterministic: no input gaps, no back-pressure, the same
# stream (scripts/bench.sh), so the check is exact.

BENCH_DIR      := $(BUILD)/bench
BENCH_THREADS  := 1 2 4
BENCH_VERTICES ?= 600
BENCH_PAPER    := programs/paper/paper_lit_morph.vp programs/paper/paper_anisotropic.vp programs/paper/paper_bumpy_shiny.vp
# every program with inputs beside it, the paper's first
BENCH_PROGS    := $(BENCH_PAPER) $(filter-out $(BENCH_PAPER),$(foreach f,$(sort $(wildcard programs/*/*.vp programs/*/*.vsp)),$(if $(wildcard $(basename $(f)).in),$(f))))
BENCH_BASE     := tb/bench/cycles.txt
BENCH_CHECK_VERTICES := 48
# The simulation speed of make bench, side by side with an old build (issue
# 55): e28355f is the tree when issue 55 was filed (its text quotes that
# tree's numbers: the ULX3S at 75.1 MHz, ed1adeb's RTL; the OrangeCrab at
# 92.6 MHz; make demo's 23.3 cycles/vertex; docs/bench.md's 40-80 k cycles/s)
# and the last commit before issue 53's numerics work began. Its tree is
# extracted into $(BENCH_OLD_DIR) and built with its own Makefile, once
# (scripts/bench_old.sh caches it); BENCH_SPEED_VERTICES of lit-morph,
# BENCH_SPEED_ROUNDS rounds alternating old and new, best of each.
BENCH_OLD_COMMIT     ?= e28355f
BENCH_OLD_NOTE       := the tree when issue 55 was filed (its text quotes that tree's figures: ULX3S 75.1 MHz, OrangeCrab 92.6 MHz, 23.3 cycles/vertex, 40-80 k simulated cycles/s)
BENCH_OLD_DIR        := $(BUILD)/bench-old
BENCH_SPEED_PROG     := programs/paper/paper_lit_morph.vp
BENCH_SPEED_VERTICES ?= 8000
BENCH_SPEED_ROUNDS   ?= 5

.PHONY: bench bench-check bench-baseline bench-sims bench-old

# (mk/sim.mk is read after this file, so its SIM_NT_FILE is not set yet
# when this prerequisite list is read: the same path, spelled out)
bench-sims: $(BUILD)/sim/default-threads.txt $(LIB)
	@nt=$$(cat $(SIM_NT_FILE)); $(MAKE) -s --no-print-directory -j2 $(BENCH_THREADS:%=$(SIM_DIR)/vpcosim_t%) $(SIM_DIR)/vpcosim_t$$nt $(SIM_DIR)/vpcosim_t$(BOARD_NT)_board $(SIM_DIR)/vpcosim_$(SMALL_CFG)

bench-old: deps-sim
	@scripts/bench_old.sh $(BENCH_OLD_COMMIT) $(BENCH_OLD_DIR) $(SHARED)

bench: deps-build deps-sim $(BUILD)/bin/vpbench $(BUILD)/bin/vpsim $(BUILD)/bin/vpasm bench-sims
	@nt=$$(cat $(SIM_NT_FILE)); BIN=$(BUILD)/bin CC=$(CC) SHARED=$(SHARED) OLD_COMMIT=$(BENCH_OLD_COMMIT) OLD_DIR=$(BENCH_OLD_DIR) \
	  OLD_NOTE="$(BENCH_OLD_NOTE)" SPEED_PROG=$(BENCH_SPEED_PROG) SPEED_VERTICES=$(BENCH_SPEED_VERTICES) SPEED_ROUNDS=$(BENCH_SPEED_ROUNDS) \
	  SMALL_BENCH=$(SMALL_CFG) BOARD_CFG=EX_LAT=$(BOARD_EX_LAT),IF_STAGE=$(BOARD_IF_STAGE),RD_STAGE=$(BOARD_RD_STAGE) scripts/bench.sh doc $(SIM_DIR) "$(BENCH_THREADS) $(BOARD_NT)_board $$nt" $(BENCH_VERTICES) $(BENCH_DIR) \
	  "$$nt threads is the default; \"board\" is the FPGA boards' engine (EX_LAT $(BOARD_EX_LAT), IF_STAGE $(BOARD_IF_STAGE), RD_STAGE $(BOARD_RD_STAGE), and the engine has $(BOARD_NT) threads; docs/architecture.md 3.2)" \
	  $(BENCH_PAPER) -- $(BENCH_PROGS)

bench-baseline: $(BUILD)/bin/vpasm bench-sims
	@nt=$$(cat $(SIM_NT_FILE)); mkdir -p $(dir $(BENCH_BASE)); set -e; \
	{ echo "# Engine cycles per program (make bench-baseline; checked by make bench-check in make test)."; \
	  echo "# PROGRAM THREADS VERTICES CYCLES: vpcosim --seed 1 --gaps 0 --stall 0 on the stream of scripts/bench.sh"; \
	  BIN=$(BUILD)/bin scripts/bench.sh cycles $(SIM_DIR) "$(BENCH_THREADS) $(BOARD_NT)_board $$nt" $(BENCH_CHECK_VERTICES) $(BENCH_PROGS); } > $(BENCH_BASE).tmp; \
	mv $(BENCH_BASE).tmp $(BENCH_BASE); echo "bench-baseline: wrote $(BENCH_BASE) ($$(grep -vc '^#' $(BENCH_BASE)) entries)"

bench-check: $(BUILD)/bin/vpasm $(BUILD)/bin/vpsim bench-sims
	@mkdir -p $(BENCH_DIR)
	@$(BUILD)/bin/vpsim --bench 2 $(DEMO_PROG) $(basename $(DEMO_PROG)).in | grep -q ', 19.00 instructions/vertex (block-wise batches)$$' || \
	  { echo "bench-check: FAIL: vpsim --bench on lit-morph did not count 19 words/vertex (21 instructions paired into 19)"; exit 1; }
	@! $(BUILD)/bin/vpsim --bench 0 $(DEMO_PROG) /dev/null 2> /dev/null || { echo "bench-check: FAIL: vpsim --bench 0 was accepted"; exit 1; }
	@BIN=$(BUILD)/bin scripts/bench.sh check $(SIM_DIR) $(BENCH_BASE) || \
	  { echo "bench-check: FAIL (see docs/bench.md: make bench-baseline if the change is intended)"; exit 1; }
