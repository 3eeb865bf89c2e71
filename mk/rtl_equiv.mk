# Formal equivalence (Yosys SAT) of timing-tuned RTL blocks against the
# plain reference forms in tb/equiv/ (docs/synth.md, "Timing").
#
#   make rtl-equiv   proves, for every input (a miter and a SAT proof: all
#                    input values, not samples):
#                    - rtl/vp_fadd.v (the vector unit's add, PIPE = 0)
#                      equal to tb/equiv/ref_fadd.v (2^64);
#                    - rtl/vp_vu_flr.v (the floor, PIPE = 0) equal to
#                      tb/equiv/ref_vu_flr.v (2^32);
#                    then the known-bad cases: a copy of each tuned block
#                    with one detail changed must fail the same proof.
#                    A few seconds.

EQUIV_DIR  := $(BUILD)/equiv
# module under test : reference module (file tb/equiv/<reference>.v)
EQUIV_PAIRS := vp_fadd:ref_fadd vp_vu_flr:ref_vu_flr
# the modules vp_fadd is made of
EQUIV_PARTS := rtl/vp_delay.v
# the known-bad mutations (sed expressions): the add's alignment distance
# saturated from 64 instead of 32, and the floor's fraction test with one
# prefix OR one bit too short
EQUIV_BAD3 := s/(dab\[7:5\] != 3'd0)/(dab[7:6] != 2'd0)/
EQUIV_BAD4 := s/lor_e = {lor\[22\], 9'd0, lor\[0\], lor\[1\],/lor_e = {lor[22], 9'd0, lor[1], lor[1],/

# $(call equiv_script,rtl files,module,reference): hierarchy -check
# elaborates the parameterised submodules (vp_delay); without it the miter
# flattened vp_fadd's unelaborated registers away and proved nothing, which
# the known-bad case below showed
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
	  $(SYNTH_YOSYS) -q -l $(EQUIV_DIR)/$$m.log -p "$(call equiv_script,$(EQUIV_PARTS) rtl/$$m.v,$$m,$$r)" > /dev/null 2>&1 \
	    && grep -q 'no model found: SUCCESS' $(EQUIV_DIR)/$$m.log \
	    || { tail -20 $(EQUIV_DIR)/$$m.log; echo "rtl-equiv: FAIL: rtl/$$m.v differs from tb/equiv/$$r.v"; exit 1; }; \
	  echo "rtl-equiv: rtl/$$m.v equals tb/equiv/$$r.v for every input (Yosys SAT proof)"; done
	@$(call equiv_bad,rtl/vp_fadd.v,rtl/vp_delay.v,vp_fadd,ref_fadd,$(EQUIV_BAD3))
	@$(call equiv_bad,rtl/vp_vu_flr.v,rtl/vp_delay.v,vp_vu_flr,ref_vu_flr,$(EQUIV_BAD4))
TEST_STEPS += rtl-equiv
