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
#                    then the known-bad case: a copy of the tuned block with
#                    one detail changed must fail the same proof. Seconds.

EQUIV_DIR  := $(BUILD)/equiv
# module under test : reference module (file tb/equiv/<reference>.v); the
# module under test is read from rtl/<module>.v and EQUIV_PARTS (the
# comparator as its user reads it: tb/equiv/dut_vu_cmp.v)
EQUIV_PAIRS := dut_vu_cmp:ref_vu_cmp
EQUIV_PARTS := tb/equiv/dut_vu_cmp.v
# the known-bad mutation (sed expression): ABS's "equal" without VP2's zero
# reading of a denormal
EQUIV_BAD1 := s/wire eq1 = fl ? za :/wire eq1 = fl ? (a_i[30:0] == 31'd0) :/

# $(call equiv_script,rtl files,module,reference): hierarchy -check
# elaborates parameterised submodules; without it a miter once flattened
# unelaborated registers away and proved nothing, which a known-bad case
# showed
equiv_script = read_verilog tb/equiv/$(3).v; read_verilog $(1); hierarchy -check; proc; opt_clean; \
  miter -equiv -flatten -make_assert $(3) $(2) miter; hierarchy -top miter; flatten; opt; \
  sat -verify -prove-asserts miter

# $(call equiv_bad,file to mutate,other rtl files,module,reference,sed
# expression): the mutated copy must change the file and fail the proof
# with a counterexample (not for another reason)
equiv_bad = f=$(EQUIV_DIR)/bad_$(notdir $(1)); sed "$(5)" $(1) > $$f; \
  ! cmp -s $$f $(1) || { echo "rtl-equiv: FAIL: the known-bad mutation no longer changes $(1)"; exit 1; }; \
  if $(SYNTH_YOSYS) -q -l $(EQUIV_DIR)/bad_$(3).log -p "$(call equiv_script,$$f $(2),$(3),$(4))" > /dev/null 2>&1; then \
    echo "rtl-equiv: FAIL: a mutated $(3) passed the proof"; exit 1; fi; \
  grep -q 'model found: FAIL' $(EQUIV_DIR)/bad_$(3).log || { tail -20 $(EQUIV_DIR)/bad_$(3).log; \
    echo "rtl-equiv: FAIL: the known-bad run of $(3) failed for another reason"; exit 1; }; \
  echo "rtl-equiv: known-bad ($(notdir $(1)) with '$(5)') caught: the proof found a counterexample"

.PHONY: rtl-equiv
rtl-equiv:
	@scripts/deps.sh synth
	@mkdir -p $(EQUIV_DIR)
	@for p in $(EQUIV_PAIRS); do m=$${p%%:*}; r=$${p##*:}; \
	  $(SYNTH_YOSYS) -q -l $(EQUIV_DIR)/$$m.log -p "$(call equiv_script,$(EQUIV_PARTS) rtl/vp_vu_cmp.v,$$m,$$r)" > /dev/null 2>&1 \
	    && grep -q 'no model found: SUCCESS' $(EQUIV_DIR)/$$m.log \
	    || { tail -20 $(EQUIV_DIR)/$$m.log; echo "rtl-equiv: FAIL: rtl/vp_vu_cmp.v ($$m) differs from tb/equiv/$$r.v"; exit 1; }; \
	  echo "rtl-equiv: rtl/vp_vu_cmp.v ($$m) equals tb/equiv/$$r.v for every input (Yosys SAT proof)"; done
	@$(call equiv_bad,rtl/vp_vu_cmp.v,$(EQUIV_PARTS),dut_vu_cmp,ref_vu_cmp,$(EQUIV_BAD1))
TEST_STEPS += rtl-equiv
