# !!ARBvp1.0 programs (issue 56, docs/arbvp.md).
#
#   make arb-asmparser   (make test) piglit's asmparsertest programs for
#                        ARBvp1.0 ($(CORPUS)/arb_asmparser), each with LF
#                        and with CRLF line endings, accepted or refused as
#                        its expected.tsv says; those needing an extension
#                        the engine does not offer are skipped and counted
#                        (tb/arb/asmparser.sh)
#   make arb-real [SEED=s] [ARB_COSIM="t4 ..."]   (make test) every program
#                        of $(CORPUS)/arb_real assembles, runs on the C model
#                        and on the RTL in lock step (the default engine, or
#                        the benches ARB_COSIM names: vpcosim_CONFIG of
#                        mk/sim.mk) on random inputs with its literal slots
#                        filled (tb/arb/real.sh)

.PHONY: arb-asmparser arb-real
ARB_COSIM  ?=

arb-asmparser: $(BUILD)/bin/vpasm
	@tb/arb/asmparser.sh $(BUILD)/bin/vpasm $(CORPUS)/arb_asmparser $(BUILD)/arb/asmparser

arb-real: $(BUILD)/bin/vpasm $(BUILD)/bin/vpsim $(BUILD)/sim/gen_directed $(BUILD)/sim/default-threads.txt | deps-sim
	@c="$(or $(ARB_COSIM),t$$(cat $(SIM_NT_FILE)))"; b=$$(for x in $$c; do echo $(SIM_DIR)/vpcosim_$$x; done); \
	  $(MAKE) --no-print-directory $$b && \
	  tb/arb/real.sh $(BUILD)/bin/vpasm $(BUILD)/bin/vpsim $(ARB_CONSTS) $(SIM_DIR)/gen_directed $(CORPUS)/arb_real \
	    $(BUILD)/arb/real $${SEED:-$$(date +%s)} $$b
