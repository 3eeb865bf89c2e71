# Coverage (docs/coverage.md): functional bins from the C model's commit
# trace and the RTL bench's event log (tb/regress/cover.c, vpcover), and
# Verilator line + toggle coverage of the RTL running the regress programs.
#
#   make coverage SEED=s COUNT=n   regress programs (tb/regress/vpgen) through
#       a --coverage Verilator build ($(COV_DIR)/vpcosim_cov_t$(COV_THREADS));
#       prints the functional holes and the line/toggle summary per RTL file,
#       writes $(COV_DIR)/REPORT.md
#   make coverage-selftest        (make test) the collector on a known program
#       and RTL log: known bins hit, planted holes reported

COV_DIR      := $(BUILD)/coverage
COV_TOOL     := $(COV_DIR)/vpcover
COV_THREADS  ?= 4

.PHONY: coverage coverage-selftest coverage-run

$(COV_TOOL): $(BUILD)/obj/tb/regress/vpcover.o $(BUILD)/obj/tb/regress/cover.o $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $^ $(LDLIBS) -o $@

coverage-selftest: $(COV_TOOL)
	@d=$(COV_DIR)/selftest; rm -rf $$d; mkdir -p $$d; $(COV_TOOL) --selftest $$d

TEST_STEPS += coverage-selftest
