# !!ARBvp1.0 programs (issue 56, docs/arbvp.md).
#
#   make arb-asmparser   (make test) piglit's asmparsertest programs for
#                        ARBvp1.0 ($(CORPUS)/arb_asmparser), each with LF
#                        and with CRLF line endings, accepted or refused as
#                        its expected.tsv says; those needing an extension
#                        the engine does not offer are skipped and counted
#                        (tb/arb/asmparser.sh)
#   make arb-lower [SEED=s]   (make test) each ARB program of tb/arb/lower
#                        gives bit for bit the outputs of its hand-written
#                        !!VP2.0 twin on the C model (POW, XPD, SWZ, operand
#                        moves, temporaries; tb/arb/lower.sh); and vpsim's
#                        bindings by name equal the same writes by slot
#                        (tb/arb/state.sh)
#   make arb-real [SEED=s] [ARB_COSIM="t4 ..."|none]   (make test) every
#                        program of $(CORPUS)/arb_real assembles, runs on the
#                        C model and on the RTL in lock step (the default
#                        engine, or the benches ARB_COSIM names: vpcosim_CONFIG
#                        of mk/sim.mk; none: the model only) on random inputs
#                        with its literal slots filled (tb/arb/real.sh); and
#                        assembled for NV20 (vpasm --gpu nv20) on the model and
#                        the small board's NV20 engine (ARB_COSIM_NV20=CONFIG
#                        or none)

.PHONY: arb-asmparser arb-lower arb-real
ARB_COSIM  ?=
ARB_COSIM_NV20 ?=

arb-asmparser: $(BUILD)/bin/vpasm
	@tb/arb/asmparser.sh $(BUILD)/bin/vpasm $(CORPUS)/arb_asmparser $(BUILD)/arb/asmparser

arb-lower: $(BUILD)/bin/vpasm $(BUILD)/bin/vpsim $(BUILD)/sim/gen_directed
	@tb/arb/lower.sh $(BUILD)/bin/vpasm $(BUILD)/bin/vpsim $(BUILD)/sim/gen_directed tb/arb/lower $(BUILD)/arb/lower \
	  $${SEED:-$$(date +%s)}
	@tb/arb/state.sh $(BUILD)/bin/vpasm $(BUILD)/bin/vpsim tb/arb/state $(BUILD)/arb/state

arb-real: $(BUILD)/bin/vpasm $(BUILD)/bin/vpsim $(BUILD)/sim/gen_directed $(BUILD)/sim/default-threads.txt | deps-sim
	@c="$(or $(ARB_COSIM),t$$(cat $(SIM_NT_FILE)))"; b=$$(for x in $$c; do [ $$x = none ] || echo $(SIM_DIR)/vpcosim_$$x; done); \
	  { [ -z "$$b" ] || $(MAKE) --no-print-directory $$b; } && \
	  n20="$(or $(ARB_COSIM_NV20),$(SMALL_CFG))"; [ "$$n20" = none ] || { $(MAKE) --no-print-directory $(SIM_DIR)/vpcosim_$$n20 && n20=$(SIM_DIR)/vpcosim_$$n20; }; \
	  NV20_COSIM=$$n20 tb/arb/real.sh $(BUILD)/bin/vpasm $(BUILD)/bin/vpsim $(SIM_DIR)/gen_directed $(CORPUS)/arb_real:tb/arb/lower \
	    $(BUILD)/arb/real $${SEED:-$$(date +%s)} $$b

# piglit's ARB_vertex_program shader tests (tb/arb/piglit_vp.c, tb/arb/piglit.sh)
#   make arb-piglit [ARB_COSIM=...|none]   each .shader_test of
#                        $(CORPUS)/piglit_arb run as piglit's shader_runner
#                        runs it, the vertex program on the C model and the
#                        fixed-function rest in the runner, probes at piglit's
#                        tolerance; the same vertices on the RTL in lock step;
#                        the tests a vertex engine cannot run listed with why
.PHONY: arb-piglit
ARB_PIGLIT := $(BUILD)/test/piglit_vp
$(ARB_PIGLIT): $(BUILD)/obj/tb/arb/piglit_vp.o $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $< $(LIB) $(LDLIBS) -o $@

arb-piglit: $(ARB_PIGLIT) $(BUILD)/sim/default-threads.txt | deps-sim
	@c="$(or $(ARB_COSIM),t$$(cat $(SIM_NT_FILE)))"; b=$$(for x in $$c; do [ $$x = none ] || echo $(SIM_DIR)/vpcosim_$$x; done); \
	  { [ -z "$$b" ] || $(MAKE) --no-print-directory $$b; } && \
	  tb/arb/piglit.sh $(ARB_PIGLIT) $(CORPUS)/piglit_arb $(BUILD)/arb/piglit $$b
