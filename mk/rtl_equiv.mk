# Formal equivalence (Yosys SAT) of timing-tuned RTL blocks against the
# plain reference forms in tb/equiv/ (docs/synth.md, "Timing").
#
#   make rtl-equiv   proves rtl/vp_sfu_pack.v (with its halves,
#                    vp_sfu_pack_norm.v and vp_sfu_pack_round.v) equal to
#                    tb/equiv/ref_sfu_pack.v for every input (a miter and a
#                    SAT proof: all 2^139 input values, not samples), then
#                    its known-bad case: a copy of vp_sfu_pack_norm with one
#                    case of the leading-one search changed must fail the
#                    same proof. A few seconds.

EQUIV_DIR  := $(BUILD)/equiv
# module under test : reference module (file tb/equiv/<reference>.v)
EQUIV_PAIRS := vp_sfu_pack:ref_sfu_pack
# the modules vp_sfu_pack is made of
EQUIV_PARTS := rtl/vp_sfu_pack_norm.v rtl/vp_sfu_pack_round.v
# the known-bad mutation of rtl/vp_sfu_pack_norm.v (sed expression)
EQUIV_BAD  := s/v\[1\] ? 2'd1 : 2'd0/v[1] ? 2'd0 : 2'd0/

# $(call equiv_script,rtl files,module,reference)
equiv_script = read_verilog tb/equiv/$(3).v; read_verilog $(1); proc; opt_clean; \
  miter -equiv -flatten -make_assert $(3) $(2) miter; hierarchy -top miter; flatten; opt; \
  sat -verify -prove-asserts miter

.PHONY: rtl-equiv
rtl-equiv:
	@scripts/deps.sh synth
	@mkdir -p $(EQUIV_DIR)
	@for p in $(EQUIV_PAIRS); do m=$${p%%:*}; r=$${p##*:}; \
	  $(SYNTH_YOSYS) -q -l $(EQUIV_DIR)/$$m.log -p "$(call equiv_script,$(EQUIV_PARTS) rtl/$$m.v,$$m,$$r)" > /dev/null 2>&1 \
	    && grep -q 'no model found: SUCCESS' $(EQUIV_DIR)/$$m.log \
	    || { tail -20 $(EQUIV_DIR)/$$m.log; echo "rtl-equiv: FAIL: rtl/$$m.v differs from tb/equiv/$$r.v"; exit 1; }; \
	  echo "rtl-equiv: rtl/$$m.v equals tb/equiv/$$r.v for every input (Yosys SAT proof)"; done
	@sed "$(EQUIV_BAD)" rtl/vp_sfu_pack_norm.v > $(EQUIV_DIR)/bad_sfu_pack_norm.v
	@! cmp -s $(EQUIV_DIR)/bad_sfu_pack_norm.v rtl/vp_sfu_pack_norm.v || { echo "rtl-equiv: FAIL: the known-bad mutation no longer changes rtl/vp_sfu_pack_norm.v"; exit 1; }
	@if $(SYNTH_YOSYS) -q -l $(EQUIV_DIR)/bad.log -p "$(call equiv_script,$(EQUIV_DIR)/bad_sfu_pack_norm.v rtl/vp_sfu_pack_round.v rtl/vp_sfu_pack.v,vp_sfu_pack,ref_sfu_pack)" > /dev/null 2>&1; then \
	  echo "rtl-equiv: FAIL: a mutated vp_sfu_pack passed the proof"; exit 1; fi; \
	grep -q 'model found: FAIL' $(EQUIV_DIR)/bad.log || { tail -20 $(EQUIV_DIR)/bad.log; echo "rtl-equiv: FAIL: the known-bad run failed for another reason"; exit 1; }; \
	echo "rtl-equiv: known-bad (vp_sfu_pack_norm with '$(EQUIV_BAD)') caught: the proof found a counterexample"
TEST_STEPS += rtl-equiv
