# Formal equivalence (Yosys SAT) of timing-tuned RTL blocks against the
# plain reference forms in tb/equiv/.
#
#   make rtl-equiv   proves, for every input (a miter and a SAT proof: all
#                    input values, not samples):
#                    - rtl/vp_vu_cmp.v (the vector unit's comparator, which
#                      applies VP2's zero reading after its one 32-bit
#                      compare and answers SSG and ABS from a's sign and
#                      class) equal to tb/equiv/ref_vu_cmp.v (xf_cond as
#                      written: 2^67 inputs);
#                    seconds (a mutant of the block that the proof must
#                    refute: tb/mutants/rtl_vu.txt).

EQUIV_DIR  := $(BUILD)/equiv
# module under test : reference module (file tb/equiv/<reference>.v); the
# module under test is read from rtl/<module>.v and EQUIV_PARTS (the
# comparator as its user reads it: tb/equiv/dut_vu_cmp.v)
EQUIV_PAIRS := dut_vu_cmp:ref_vu_cmp
EQUIV_PARTS := tb/equiv/dut_vu_cmp.v
# $(call equiv_script,rtl files,module,reference): hierarchy -check
# elaborates parameterised submodules; without it a miter once flattened
# unelaborated registers away and proved nothing, which a known-bad case
# showed
equiv_script = read_verilog tb/equiv/$(3).v; read_verilog $(1); hierarchy -check; proc; opt_clean; \
  miter -equiv -flatten -make_assert $(3) $(2) miter; hierarchy -top miter; flatten; opt; \
  sat -verify -prove-asserts miter

.PHONY: rtl-equiv
rtl-equiv:
	@scripts/deps.sh synth
	@mkdir -p $(EQUIV_DIR)
	@for p in $(EQUIV_PAIRS); do m=$${p%%:*}; r=$${p##*:}; l=$(EQUIV_DIR)/$$m.log; \
	  $(SYNTH_YOSYS) -q -l $$l -p "$(call equiv_script,$(EQUIV_PARTS) rtl/vp_vu_cmp.v,$$m,$$r)" > /dev/null 2>&1; \
	  if ! grep -q 'no model found: SUCCESS' $$l; then tail -20 $$l; \
	    echo "rtl-equiv: FAIL: rtl/vp_vu_cmp.v ($$m) differs from tb/equiv/$$r.v$$(grep -q 'model found: FAIL' $$l && echo ': the proof found a counterexample')"; exit 1; fi; \
	  echo "rtl-equiv: rtl/vp_vu_cmp.v ($$m) equals tb/equiv/$$r.v for every input (Yosys SAT proof)"; done
