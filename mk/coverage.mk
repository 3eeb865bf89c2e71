# Coverage (docs/coverage.md): functional bins from the C model's commit
# trace and the RTL bench's event log (tb/regress/cover.c, vpcover), and
# Verilator line + toggle coverage of the RTL running the regress programs.
#
#   make coverage SEED=s COUNT=n   regress programs (tb/regress/vpgen) through
#       a --coverage Verilator build ($(COV_DIR)/vpcosim_cov_t$(COV_THREADS));
#       prints the functional holes and the line/toggle summary per RTL file,
#       writes $(COV_DIR)/REPORT.md
#   make coverage-func SEED=s COUNT=n   the functional bins only, with the
#       plain bench of mk/sim.mk (no coverage build: many more programs per
#       minute); report in $(COV_DIR)/func/REPORT.md
#   make coverage-selftest        (make test) the collector on a known program
#       and RTL log: known bins hit, planted holes reported

COV_DIR      := $(BUILD)/coverage
COV_TOOL     := $(COV_DIR)/vpcover
COV_THREADS  ?= 4
cov_comma    := ,

.PHONY: coverage coverage-selftest coverage-run coverage-func

$(COV_TOOL): $(BUILD)/obj/tb/regress/vpcover.o $(BUILD)/obj/tb/regress/cover.o $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $^ $(LDLIBS) -o $@

coverage-selftest: $(COV_TOOL)
	@d=$(COV_DIR)/selftest; rm -rf $$d; mkdir -p $$d; $(COV_TOOL) --selftest $$d

# ------------------------------------------------ Verilator line + toggle
# The bench of mk/sim.mk (same Verilator flags, shim and bench object) with
# --coverage-line --coverage-toggle, in its own directory; tb/regress/covwrite.cpp
# writes the counts at the end of each run ($VPCOV_DAT).
COV_VBIN     := $(COV_DIR)/vpcosim_cov_t$(COV_THREADS)
COV_VEXTRA   := --coverage-line --coverage-toggle $(CURDIR)/tb/regress/covwrite.cpp

# (mk/*.mk are read in name order: sim.mk and regress.mk come after this file,
# so prerequisites name their paths here instead of using their variables)
COV_PREREQ   := $(wildcard rtl/*.v rtl/*.vh rtl/sfu_tables/*.hex) $(SIM_CHECKS) tb/rtl/vpv_shim.cpp tb/rtl/vpv_shim.h \
                tb/regress/covwrite.cpp $(BUILD)/obj/tb/rtl/vpcosim.o $(LIB) $(BUILD)/sim/vflags.txt
$(COV_DIR)/vpcosim_cov_t%: $(COV_PREREQ)
	@mkdir -p $(COV_DIR)
	$(call sim_verilate,$*,$(COV_DIR)/t$*,$@,$(COV_VEXTRA),-Wl$(cov_comma)--wrap=vpv_finish)

COV_SIZE     ?= 40
COV_VERTICES ?= 6
# per mille of programs with a watchdog vertex: each costs minutes in the coverage build
COV_RUNAWAY  ?= 20
coverage: $(BUILD)/regress/vpgen $(COV_TOOL)
	@scripts/deps.sh sim
	@$(MAKE) --no-print-directory $(COV_VBIN)
	@seed=$${SEED:-$$(date +%s)}; echo "coverage: SEED=$$seed COUNT=$(COUNT) (reproduce: make coverage SEED=$$seed COUNT=$(COUNT))"; \
	tb/regress/coverage.sh $(COV_DIR) $(REGRESS_GEN) $(COV_TOOL) $(COV_VBIN) $$seed $(COUNT) $(COV_SIZE) $(COV_VERTICES) $(COV_RUNAWAY)

# functional bins only, on the plain bench (build/sim/vpcosim_t$(COV_THREADS))
COV_FUNC_RUNAWAY ?= 5
coverage-func: $(BUILD)/regress/vpgen $(COV_TOOL)
	@scripts/deps.sh sim
	@$(MAKE) --no-print-directory $(BUILD)/sim/vpcosim_t$(COV_THREADS)
	@seed=$${SEED:-$$(date +%s)}; echo "coverage-func: SEED=$$seed COUNT=$(COUNT) (reproduce: make coverage-func SEED=$$seed COUNT=$(COUNT))"; \
	mkdir -p $(COV_DIR)/func; COV_FUNC_ONLY=1 tb/regress/coverage.sh $(COV_DIR)/func $(REGRESS_GEN) $(COV_TOOL) $(BUILD)/sim/vpcosim_t$(COV_THREADS) \
	  $$seed $(COUNT) $(COV_SIZE) $(COV_VERTICES) $(COV_FUNC_RUNAWAY)
