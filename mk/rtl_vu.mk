# Vector unit (rtl/vp_vu.v) and address unit (rtl/vp_au.v): TestFloat-style
# vector tests against the C library (docs/architecture.md 3.1, 3.3).
#
#   make rtl-vu-test [SEED=n] [VU_COUNT=n] [VU_IV_COUNT=n]   everything below
#   make rtl-vu-lint       verilator --lint-only -Wall on each module
#   make rtl-vu-verilator  VU_COUNT vectors through Verilator (LAT = MIN_LAT = 16),
#                          then through the boards' EX_LAT (the deeper lanes
#                          and dot adds of LAT >= 23, vp_vu DEEP)
#   make rtl-vu-iverilog   the first VU_IV_COUNT of them through Icarus
#                          (-g2012, LAT = 19 > MIN_LAT: the delay line after the output)
#   make rtl-vu-selftest   known-bad cases that must fail: corrupted expected
#                          values (one per unit), a mutant adder without its
#                          sticky bit, the deep lanes with a product a clock
#                          early, LAT < MIN_LAT in both simulators, a
#                          planted reference bug the generator's cross-check
#                          against the golden model must catch
#
# The seed is $(SEED) when given, else the time; it is printed, and
# SEED=n make rtl-vu-test repeats a run.

VU_DIR      := $(BUILD)/vec/vu
VU_GEN      := $(VU_DIR)/vu_vectors
VU_COUNT    ?= 500000
VU_IV_COUNT ?= 4000
VU_SEED     := $(if $(SEED),$(SEED),$(shell date +%s))
VU_RTL      := rtl/vp_vu.v rtl/vp_vu_lane.v rtl/vp_fmul.v rtl/vp_fadd.v rtl/vp_vu_flr.v rtl/vp_au.v rtl/vp_delay.v
VU_LINT     := vp_fmul vp_fadd vp_vu_flr vp_vu_lane vp_vu vp_au
VU_TB       := tb/vec/tb_vu.v
VU_VBIN     := $(VU_DIR)/obj/tb_vu
VU_DEEP_LAT := 30
VU_VBIN_D   := $(VU_DIR)/obj_deep/tb_vu

.PHONY: rtl-vu-test rtl-vu-lint rtl-vu-verilator rtl-vu-iverilog rtl-vu-selftest

rtl-vu-test: rtl-vu-lint rtl-vu-verilator rtl-vu-iverilog rtl-vu-selftest
	@echo "rtl-vu-test: passed (seed $(VU_SEED))"

$(VU_GEN): $(BUILD)/obj/tb/vec/vu_vectors.o $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $< $(LIB) $(LDLIBS) -o $@

$(VU_VBIN): $(VU_TB) $(VU_RTL) rtl/ucode_fields.vh | deps-sim
	@mkdir -p $(VU_DIR)
	@verilator --binary --timing -O2 -j 2 -Irtl --top-module tb_vu -Mdir $(VU_DIR)/obj -o tb_vu \
	  $(VU_TB) $(VU_RTL) >$(VU_DIR)/verilator.log 2>&1 || { cat $(VU_DIR)/verilator.log; exit 1; }

$(VU_VBIN_D): $(VU_TB) $(VU_RTL) rtl/ucode_fields.vh | deps-sim
	@mkdir -p $(VU_DIR)
	@verilator --binary --timing -O2 -j 2 -Irtl -DTB_LAT=$(VU_DEEP_LAT) --top-module tb_vu -Mdir $(VU_DIR)/obj_deep -o tb_vu \
	  $(VU_TB) $(VU_RTL) >$(VU_DIR)/verilator_deep.log 2>&1 || { cat $(VU_DIR)/verilator_deep.log; exit 1; }

rtl-vu-lint: deps-sim
	@for m in $(VU_LINT); do verilator --lint-only -Wall -Irtl rtl/$$m.v || exit 1; done
	@verilator --lint-only -Wall -Irtl -GLAT=19 rtl/vp_vu.v
	@verilator --lint-only -Wall -Irtl -GLAT=$(VU_DEEP_LAT) rtl/vp_vu.v
	@verilator --lint-only -Wall -Irtl -GPIPE=3 rtl/vp_fadd.v
	@verilator --lint-only -Wall -Irtl -GPIPE=4 rtl/vp_fadd.v
	@verilator --lint-only -Wall -Irtl -GPIPE=2 rtl/vp_vu_flr.v
	@echo "rtl-vu-lint: verilator -Wall clean: $(VU_LINT) (vp_vu also with LAT=19 and $(VU_DEEP_LAT), vp_fadd PIPE=3 and 4, vp_vu_flr PIPE=2)"

rtl-vu-verilator: $(VU_GEN) $(VU_VBIN) $(VU_VBIN_D)
	@$(VU_GEN) --seed $(VU_SEED) --count $(VU_COUNT) -o $(VU_DIR)/vu.vec
	@$(VU_VBIN) +vec=$(VU_DIR)/vu.vec | grep -v '^- ' ; test $${PIPESTATUS[0]} = 0
	@$(VU_VBIN_D) +vec=$(VU_DIR)/vu.vec | grep -v '^- ' ; test $${PIPESTATUS[0]} = 0

rtl-vu-iverilog: $(VU_GEN) | deps-sim
	@mkdir -p $(VU_DIR)
	@$(VU_GEN) --seed $(VU_SEED) --count $(VU_IV_COUNT) -o $(VU_DIR)/vu_iv.vec 2>/dev/null
	@iverilog -g2012 -Wall -DTB_LAT=19 -Irtl -o $(VU_DIR)/tb_vu.vvp $(VU_TB) $(VU_RTL)
	@vvp -n $(VU_DIR)/tb_vu.vvp +vec=$(VU_DIR)/vu_iv.vec
	@echo "rtl-vu-iverilog: Icarus run of the first $(VU_IV_COUNT) vectors of seed $(VU_SEED) passed"

# Each case must FAIL, and fail for the planted reason.
rtl-vu-selftest: $(VU_GEN) $(VU_VBIN) | deps-sim
	@mkdir -p $(VU_DIR)/mut
	@$(VU_GEN) --seed $(VU_SEED) --count 3000 --corrupt 100 -o $(VU_DIR)/bad.vec 2>/dev/null
	@if ( $(VU_VBIN) +vec=$(VU_DIR)/bad.vec; exit $$? ) >$(VU_DIR)/bad_v.log 2>&1; then \
	  echo "rtl-vu-selftest: FAIL: the Verilator bench passed with corrupted expected values"; exit 1; fi; \
	grep -q 'tb_vu: FAIL .* 2 mismatches' $(VU_DIR)/bad_v.log || { cat $(VU_DIR)/bad_v.log; \
	  echo "rtl-vu-selftest: FAIL: expected exactly the two corrupted vectors to mismatch (Verilator)"; exit 1; }
	@iverilog -g2012 -Irtl -o $(VU_DIR)/tb_vu4.vvp $(VU_TB) $(VU_RTL)
	@if vvp -n $(VU_DIR)/tb_vu4.vvp +vec=$(VU_DIR)/bad.vec >$(VU_DIR)/bad.log 2>&1; then \
	  echo "rtl-vu-selftest: FAIL: the bench passed with corrupted expected values"; exit 1; fi; \
	grep -q 'tb_vu: FAIL .* 2 mismatches' $(VU_DIR)/bad.log && grep -q 'MISMATCH vp_vu' $(VU_DIR)/bad.log && \
	  grep -q 'MISMATCH vp_au' $(VU_DIR)/bad.log || { cat $(VU_DIR)/bad.log; \
	  echo "rtl-vu-selftest: FAIL: expected exactly the two corrupted vectors to mismatch"; exit 1; }
	@echo "rtl-vu-selftest: corrupted expected values (one vp_vu, one vp_au vector) caught by Verilator and Icarus"
	@sed 's/sh_full\[27\] | sticky/sh_full[27]/' rtl/vp_fadd.v > $(VU_DIR)/mut/vp_fadd.v
	@cmp -s rtl/vp_fadd.v $(VU_DIR)/mut/vp_fadd.v && { echo "rtl-vu-selftest: FAIL: the sticky-bit mutation no longer applies"; exit 1; } || true
	@$(VU_GEN) --seed $(VU_SEED) --count 3000 -o $(VU_DIR)/mut.vec 2>/dev/null
	@iverilog -g2012 -Irtl -o $(VU_DIR)/tb_mut.vvp $(VU_TB) $(filter-out rtl/vp_fadd.v,$(VU_RTL)) $(VU_DIR)/mut/vp_fadd.v
	@if vvp -n $(VU_DIR)/tb_mut.vvp +vec=$(VU_DIR)/mut.vec +maxerr=0 >$(VU_DIR)/mut.log 2>&1; then \
	  echo "rtl-vu-selftest: FAIL: the bench passed a vp_fadd without its sticky bit"; exit 1; fi; \
	grep -q 'tb_vu: FAIL' $(VU_DIR)/mut.log || { cat $(VU_DIR)/mut.log; exit 1; }
	@echo "rtl-vu-selftest: mutant vp_fadd (no sticky bit) caught: $$(grep -o '[0-9][0-9]* mismatches' $(VU_DIR)/mut.log | head -1)"
	@iverilog -g2012 -DTB_LAT=$(VU_DEEP_LAT) -DVP_PLANT_DEEP_SKEW -Irtl -o $(VU_DIR)/tb_skew.vvp $(VU_TB) $(VU_RTL)
	@if vvp -n $(VU_DIR)/tb_skew.vvp +vec=$(VU_DIR)/mut.vec +maxerr=0 >$(VU_DIR)/skew.log 2>&1; then \
	  echo "rtl-vu-selftest: FAIL: the bench passed the deep lanes with the dot product a clock early"; exit 1; fi; \
	grep -q 'tb_vu: FAIL' $(VU_DIR)/skew.log || { cat $(VU_DIR)/skew.log; exit 1; }
	@echo "rtl-vu-selftest: deep lanes (LAT $(VU_DEEP_LAT)) with lane 1's product a clock early (VP_PLANT_DEEP_SKEW) caught: $$(grep -o '[0-9][0-9]* mismatches' $(VU_DIR)/skew.log | head -1)"
	@if verilator --lint-only -Irtl -GLAT=15 rtl/vp_vu.v >$(VU_DIR)/lat.log 2>&1; then \
	  echo "rtl-vu-selftest: FAIL: Verilator accepted LAT=15 < MIN_LAT"; exit 1; fi; \
	grep -q 'LAT=15 is below MIN_LAT=16' $(VU_DIR)/lat.log || { cat $(VU_DIR)/lat.log; exit 1; }
	@if iverilog -g2012 -DTB_LAT=15 -Irtl -o $(VU_DIR)/lat.vvp $(VU_TB) $(VU_RTL) >$(VU_DIR)/lat_iv.log 2>&1; then \
	  echo "rtl-vu-selftest: FAIL: Icarus accepted LAT=15 < MIN_LAT"; exit 1; fi; \
	grep -q 'vp_vu_ERROR_LAT_below_MIN_LAT' $(VU_DIR)/lat_iv.log || { cat $(VU_DIR)/lat_iv.log; exit 1; }
	@echo "rtl-vu-selftest: LAT=15 < MIN_LAT refused by Verilator and Icarus"
	@if $(VU_GEN) --seed $(VU_SEED) --count 20000 --plant-ref-bug -o /dev/null >$(VU_DIR)/ref.log 2>&1; then \
	  echo "rtl-vu-selftest: FAIL: the generator's cross-check missed a wrong reference"; exit 1; fi; \
	grep -q 'disagrees with the model' $(VU_DIR)/ref.log || { cat $(VU_DIR)/ref.log; exit 1; }
	@echo "rtl-vu-selftest: planted reference bug caught by the cross-check against the golden model"
	@echo "rtl-vu-selftest: all known-bad cases failed as they must"

TEST_STEPS += rtl-vu-test
