# make test: everything CI runs, in one ordered list (README "Tests").
#
#   make test            the steps below; one line per step (its verdict,
#                        seconds, its own last line), then
#                        "make test: N passed, M failed"; the steps' logs in
#                        $(TEST_LOGS)/STEP.log (scripts/run_tests.sh)
#   make mutants         every mutant of tb/mutants/*.txt on a copy of the
#                        sources; each must be caught by its check
#                        (tb/mutants/README.md); MUTANT=list:k runs one
#   make mutants-sample [SEED=s] [N=k]   k mutants (5) picked by the seed (make test)
#   make mutants-list    the mutants, with their names and checks
#
# A step NAME:beside runs in a second lane beside the others: on a 2-core
# machine the steps that spend minutes on one core in directories of their
# own (they build nothing a step of the first lane uses; the shared tools
# and library are made before both lanes start). NAME:last waits for both.

TEST_LOGS := $(BUILD)/test-logs
TEST_PREPARE := deps-build deps-sim deps-lint deps-synth tools

TEST_LIST := \
  check-gen check-sfu-tables \
  lint:beside rtl-lint fpga-lint:beside \
  unit unit-asan:beside vpstream-test programs-expected pair-check arb-asmparser arb-lower fuzz-short:beside \
  vpdis-cli tgsi-cli io-cli vpsim-gpu-cli demo-smoke install-test coverage-selftest vppaths-test \
  fpga-flow-check fpga-report-check fpga-retry-check:beside fpga-numbers-check \
  rtl-vu-test rtl-sfu-test:beside rtl-equiv formal-short \
  rtl-iverilog-smoke rtl-sfu-phase-check rtl-outq-check rtl-cosim arb-real arb-piglit rtl-multi-cosim sim-gtkw-check regress-short bench-check demo-rtl-smoke \
  fpga-bridge-test fpga-host-test:beside fpga-host-fuzz:beside \
  mutants-sample:last

.PHONY: test mutants mutants-sample mutants-list
test:
	@scripts/run_tests.sh "$(MAKE)" $(TEST_LOGS) $(subst $(space),$(comma),$(strip $(TEST_PREPARE))) $(TEST_LIST)

empty :=
space := $(empty) $(empty)
comma := ,

# ---- mutants: tb/mutants/run.py applies each to a copy of the sources (the
# tracked files and the C objects and tools already built here) and runs its
# check there; the paths to the shared data go to the copy as absolute paths
MUTANT  ?=
N       ?= 5
MUTANT_PREBUILT = $(LIB) $(TOOLS) $(BUILD)/test/test_oracle $(SIM_DIR)/vpcosim_nortl $(SIM_DIR)/gen_directed $(SIM_NT_FILE)
mutants_run = SHARED=$(abspath $(SHARED)) CORPUS=$(abspath $(CORPUS)) SPEC=$(abspath $(SPEC)) \
  VP_CORPUS=$(abspath $(VP_CORPUS)) VP_ORACLE=$(abspath $(VP_ORACLE)) tb/mutants/run.py --build $(BUILD)

mutants: $(MUTANT_PREBUILT) | deps-build deps-sim
	@$(mutants_run) $(addprefix --only ,$(MUTANT))

mutants-sample: $(MUTANT_PREBUILT) | deps-build deps-sim
	@$(mutants_run) --name mutants-sample --sample $(N) $(if $(SEED),--seed $(SEED))

mutants-list:
	@tb/mutants/run.py --list-only
