# Vector unit (rtl/vp_vu.v: NV20/NV30 hardware numerics) and address unit
# (rtl/vp_au.v): vector tests (docs/architecture.md 3.1, 3.3). The bench
# (tb/vec/tb_vu.v) is built once per chip (TB_GPU 20 and 30).
#
#   make rtl-vu-test [SEED=n] [VU_COUNT=n] [VU_IV_COUNT=n]   everything below
#   make rtl-vu-lint       verilator --lint-only -Wall on each module, GPU 20 and 30
#   make rtl-vu-oracle     EVERY vector of the vector-unit reference files
#                          ($(VU_ORACLE)/{nv20,nv30-vp1,nv30-vp2}/OP.txt:
#                          MUL ADD MAD DP3 DP4 DPH DST MIN MAX SLT SGE, and on
#                          nv30-vp2 also SEQ SNE SGT SLE SFL STR SSG FLR FRC)
#                          through Verilator at LAT 16, each per-component
#                          vector in all four lanes (tb/vec/oracle_vec.c);
#                          one summary line per GPU, the first mismatches
#                          with their oracle file and line on a failure
#   make rtl-vu-verilator  VU_COUNT random vectors per GPU from the C library
#                          (tb/vec/vu_vectors.c: every operation, MOV SUB ABS
#                          and the address unit too) through Verilator at
#                          LAT = MIN_LAT = 9 (no delay line)
#   make rtl-vu-iverilog   through Icarus (-g2012, LAT 19: the delay line):
#                          the first VU_IV_COUNT random vectors and every
#                          100th oracle line, per GPU
#   make rtl-vu-selftest   known-bad cases that must fail: a corrupted
#                          expected value (oracle stream, and one vp_vu and
#                          one vp_au random vector, Verilator and Icarus),
#                          the NV20 stream on the NV30 bench, mutant copies
#                          of the RTL kept as sed expressions below, LAT <
#                          MIN_LAT and GPU 25 refused by Verilator and
#                          Icarus, a planted reference bug the generator's
#                          cross-check against the golden model must catch
#
# The seed is $(SEED) when given, else the time; it is printed, and
# SEED=n make rtl-vu-test repeats a run.

VU_DIR      := $(BUILD)/vec/vu
VU_GEN      := $(VU_DIR)/vu_vectors
VU_ORC      := $(VU_DIR)/oracle_vec
VU_ORACLE   ?= $(SHARED)/oracle
VU_COUNT    ?= 500000
VU_IV_COUNT ?= 4000
VU_SEED     := $(if $(SEED),$(SEED),$(shell date +%s))
VU_GPUS     := 20 30
VU_MIN_LAT  := 9
VU_RTL      := rtl/vp_vu.v rtl/vp_vu_lane.v rtl/vp_vu_mul.v rtl/vp_vu_sum.v rtl/vp_vu_floor.v \
               rtl/vp_vu_cmp.v rtl/vp_au.v rtl/vp_delay.v
VU_TB       := tb/vec/tb_vu.v
# $(call vu_vbin,GPU,LAT): the Verilator bench
vu_vbin      = $(VU_DIR)/obj_$(1)_$(2)/tb_vu

.PHONY: rtl-vu-test rtl-vu-lint rtl-vu-oracle rtl-vu-verilator rtl-vu-iverilog rtl-vu-selftest

rtl-vu-test: rtl-vu-lint rtl-vu-oracle rtl-vu-verilator rtl-vu-iverilog rtl-vu-selftest
	@echo "rtl-vu-test: passed (seed $(VU_SEED))"

$(VU_GEN): $(BUILD)/obj/tb/vec/vu_vectors.o $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $< $(LIB) $(LDLIBS) -o $@

$(VU_ORC): $(BUILD)/obj/tb/vec/oracle_vec.o
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $< -o $@

define VU_VBIN_RULE
$(call vu_vbin,$(1),$(2)): $(VU_TB) $(VU_RTL) rtl/ucode_fields.vh | deps-sim
	@mkdir -p $(VU_DIR)
	@verilator --binary --timing -O1 -j 2 -Irtl -DTB_GPU=$(1) -DTB_LAT=$(2) --top-module tb_vu \
	  -Mdir $(VU_DIR)/obj_$(1)_$(2) -o tb_vu $(VU_TB) $(VU_RTL) >$(VU_DIR)/verilator_$(1)_$(2).log 2>&1 \
	  || { cat $(VU_DIR)/verilator_$(1)_$(2).log; exit 1; }
endef
$(foreach g,$(VU_GPUS),$(foreach l,$(VU_MIN_LAT) 16,$(eval $(call VU_VBIN_RULE,$(g),$(l)))))

# every module alone (the lane at each LANE) and the unit at MIN_LAT, the
# core's EX_LAT 16 and a delay line of 15, each for both chips
rtl-vu-lint: deps-sim
	@for m in vp_vu_floor vp_vu_cmp vp_au; do verilator --lint-only -Wall -Irtl --top-module $$m $(VU_RTL) || exit 1; done
	@for n in 2 4; do verilator --lint-only -Wall -Irtl -GN=$$n --top-module vp_vu_sum $(VU_RTL) || exit 1; done
	@for g in $(VU_GPUS); do \
	  verilator --lint-only -Wall -Irtl -GGPU=$$g --top-module vp_vu_mul $(VU_RTL) || exit 1; \
	  for l in 0 1 2 3; do verilator --lint-only -Wall -Irtl -GGPU=$$g -GLANE=$$l --top-module vp_vu_lane $(VU_RTL) || exit 1; done; \
	  for t in $(VU_MIN_LAT) 16 24; do verilator --lint-only -Wall -Irtl -GGPU=$$g -GLAT=$$t --top-module vp_vu $(VU_RTL) || exit 1; done; \
	done
	@echo "rtl-vu-lint: verilator -Wall clean: vp_vu (LAT $(VU_MIN_LAT), 16, 24), vp_vu_lane (LANE 0..3), vp_vu_mul, vp_vu_sum (N 2, 4), vp_vu_floor, vp_vu_cmp, vp_au; GPU 20 and 30"

# $(call vu_oracle_run,GPU,BENCH,VECTOR FILE,MAP FILE,LOG): run the bench;
# on a failure print its mismatches and the oracle lines they came from
vu_oracle_run = $(2) +vec=$(3) +maxerr=10 > $(5) 2>&1; rc=$$?; \
  if [ $$rc != 0 ] || ! grep -q '^tb_vu: PASS' $(5); then \
    grep '^tb_vu: ' $(5) | head -50; \
    for n in $$(grep -o 'MISMATCH vp_vu line [0-9]*' $(5) | awk '{print $$4}' | head -10); do \
      awk -v n=$$n '$$1 == n { print "rtl-vu-oracle: bench line " n " is $(VU_ORACLE)/" $$2 " (the lanes x,y,z,w)"; exit }' $(4); done; \
    echo "rtl-vu-oracle: FAIL: GPU $(1): the RTL differs from the reference vectors (log $(5))"; exit 1; fi

rtl-vu-oracle: $(VU_ORC) $(foreach g,$(VU_GPUS),$(call vu_vbin,$(g),16))
	@for g in $(VU_GPUS); do \
	  $(VU_ORC) --oracle $(VU_ORACLE) --gpu $$g -o $(VU_DIR)/oracle$$g.vec --map $(VU_DIR)/oracle$$g.map \
	    2> $(VU_DIR)/oracle$$g.gen || { cat $(VU_DIR)/oracle$$g.gen; echo "rtl-vu-oracle: FAIL: cannot read the reference vectors"; exit 1; }; \
	  $(call vu_oracle_run,$$g,$(VU_DIR)/obj_$${g}_16/tb_vu,$(VU_DIR)/oracle$$g.vec,$(VU_DIR)/oracle$$g.map,$(VU_DIR)/oracle$$g.log); \
	  echo "rtl-vu-oracle: GPU $$g: $$(sed -n 's/^oracle_vec: GPU [0-9]*: \(.* files)\), \([0-9]*\) bench lines.*/\1 equal (\2 bench lines at LAT 16, each per-component vector in all four lanes)/p' $(VU_DIR)/oracle$$g.gen)"; \
	done

rtl-vu-verilator: $(VU_GEN) $(foreach g,$(VU_GPUS),$(call vu_vbin,$(g),$(VU_MIN_LAT)))
	@for g in $(VU_GPUS); do \
	  $(VU_GEN) --gpu $$g --seed $(VU_SEED) --count $(VU_COUNT) -o $(VU_DIR)/vu$$g.vec || exit 1; \
	  $(VU_DIR)/obj_$${g}_$(VU_MIN_LAT)/tb_vu +vec=$(VU_DIR)/vu$$g.vec | grep -v '^- ' ; test $${PIPESTATUS[0]} = 0 || exit 1; \
	done

rtl-vu-iverilog: $(VU_GEN) $(VU_ORC) | deps-sim
	@mkdir -p $(VU_DIR)
	@for g in $(VU_GPUS); do \
	  $(VU_GEN) --gpu $$g --seed $(VU_SEED) --count $(VU_IV_COUNT) -o $(VU_DIR)/vu_iv$$g.vec 2>/dev/null || exit 1; \
	  $(VU_ORC) --oracle $(VU_ORACLE) --gpu $$g -o $(VU_DIR)/oracle_iv$$g.all 2>/dev/null || exit 1; \
	  awk 'NR % 100 == 1' $(VU_DIR)/oracle_iv$$g.all >> $(VU_DIR)/vu_iv$$g.vec; \
	  iverilog -g2012 -Wall -DTB_LAT=19 -DTB_GPU=$$g -Irtl -o $(VU_DIR)/tb_vu$$g.vvp $(VU_TB) $(VU_RTL) || exit 1; \
	  vvp -n $(VU_DIR)/tb_vu$$g.vvp +vec=$(VU_DIR)/vu_iv$$g.vec | grep -v '^- ' ; test $${PIPESTATUS[0]} = 0 || exit 1; \
	  echo "rtl-vu-iverilog: GPU $$g: Icarus run of the first $(VU_IV_COUNT) random vectors of seed $(VU_SEED) and every 100th oracle line passed"; \
	done

# mutant copies of the RTL, kept as data: FILE|GPU|sed expression
VU_MUTANTS  := tb/vec/vu_mutants.txt
# MIN_LAT - 1
VU_LAT_LOW  := 8

rtl-vu-selftest: $(VU_GEN) $(VU_ORC) $(foreach g,$(VU_GPUS),$(call vu_vbin,$(g),16) $(call vu_vbin,$(g),$(VU_MIN_LAT))) | deps-sim
	@mkdir -p $(VU_DIR)/mut
	@$(VU_ORC) --oracle $(VU_ORACLE) --gpu 30 --corrupt 123456 -o $(VU_DIR)/bad_oracle.vec --map $(VU_DIR)/bad_oracle.map 2>/dev/null
	@if ( $(call vu_oracle_run,30,$(VU_DIR)/obj_30_16/tb_vu,$(VU_DIR)/bad_oracle.vec,$(VU_DIR)/bad_oracle.map,$(VU_DIR)/bad_oracle.log) ) \
	    > $(VU_DIR)/bad_oracle.out 2>&1; then \
	  echo "rtl-vu-selftest: FAIL: the oracle run passed with a corrupted expected value"; exit 1; fi; \
	grep -q 'tb_vu: FAIL .* 1 mismatches' $(VU_DIR)/bad_oracle.out && grep -q '^tb_vu:   lane 0: ' $(VU_DIR)/bad_oracle.out && \
	  grep -q 'rtl-vu-oracle: bench line 123457 is .*/nv30-vp' $(VU_DIR)/bad_oracle.out || { cat $(VU_DIR)/bad_oracle.out; \
	  echo "rtl-vu-selftest: FAIL: expected exactly the corrupted oracle vector to mismatch, named with its file and line"; exit 1; }
	@echo "rtl-vu-selftest: a corrupted oracle expected value caught: $$(grep -m1 'bench line 123457' $(VU_DIR)/bad_oracle.out | sed 's/^rtl-vu-oracle: //')"
	@$(VU_ORC) --oracle $(VU_ORACLE) --gpu 20 2>/dev/null | head -2000 > $(VU_DIR)/wrong_gpu.vec; \
	if ( $(call vu_vbin,30,16) +vec=$(VU_DIR)/wrong_gpu.vec; exit $$? ) > $(VU_DIR)/wrong_gpu.log 2>&1; then \
	  echo "rtl-vu-selftest: FAIL: the NV30 bench passed NV20 vectors"; exit 1; fi; \
	grep -q 'is not a mode of GPU 30' $(VU_DIR)/wrong_gpu.log || { cat $(VU_DIR)/wrong_gpu.log; exit 1; }
	@echo "rtl-vu-selftest: NV20 vectors on the NV30 bench refused (mode 0 is not a mode of GPU 30)"
	@$(VU_GEN) --gpu 30 --seed $(VU_SEED) --count 3000 --corrupt 100 -o $(VU_DIR)/bad.vec 2>/dev/null
	@if ( $(call vu_vbin,30,$(VU_MIN_LAT)) +vec=$(VU_DIR)/bad.vec; exit $$? ) >$(VU_DIR)/bad_v.log 2>&1; then \
	  echo "rtl-vu-selftest: FAIL: the Verilator bench passed with corrupted expected values"; exit 1; fi; \
	grep -q 'tb_vu: FAIL .* 2 mismatches' $(VU_DIR)/bad_v.log || { cat $(VU_DIR)/bad_v.log; \
	  echo "rtl-vu-selftest: FAIL: expected exactly the two corrupted vectors to mismatch (Verilator)"; exit 1; }
	@iverilog -g2012 -Irtl -o $(VU_DIR)/tb_vu_bad.vvp $(VU_TB) $(VU_RTL)
	@if vvp -n $(VU_DIR)/tb_vu_bad.vvp +vec=$(VU_DIR)/bad.vec >$(VU_DIR)/bad.log 2>&1; then \
	  echo "rtl-vu-selftest: FAIL: the bench passed with corrupted expected values"; exit 1; fi; \
	grep -q 'tb_vu: FAIL .* 2 mismatches' $(VU_DIR)/bad.log && grep -q 'MISMATCH vp_vu' $(VU_DIR)/bad.log && \
	  grep -q 'MISMATCH vp_au' $(VU_DIR)/bad.log || { cat $(VU_DIR)/bad.log; \
	  echo "rtl-vu-selftest: FAIL: expected exactly the two corrupted vectors to mismatch"; exit 1; }
	@echo "rtl-vu-selftest: corrupted random expected values (one vp_vu, one vp_au vector) caught by Verilator and Icarus"
	@for g in $(VU_GPUS); do [ -s $(VU_DIR)/oracle$$g.vec ] || \
	  $(VU_ORC) --oracle $(VU_ORACLE) --gpu $$g -o $(VU_DIR)/oracle$$g.vec 2>/dev/null || exit 1; done
	@grep -v '^#' $(VU_MUTANTS) | grep . | while IFS='|' read -r f g e; do \
	  i=$$((i + 1)); d=$(VU_DIR)/mut/m$$i; mkdir -p $$d; \
	  sed "$$e" $$f > $$d/$$(basename $$f); \
	  if cmp -s $$f $$d/$$(basename $$f); then echo "rtl-vu-selftest: FAIL: the mutation '$$e' no longer changes $$f"; exit 1; fi; \
	  verilator --binary --timing -O1 -j 2 -Irtl -DTB_GPU=$$g -DTB_LAT=16 --top-module tb_vu -Mdir $$d/obj -o tb_vu \
	    $(VU_TB) $$d/$$(basename $$f) $$(echo $(VU_RTL) | tr ' ' '\n' | grep -vx "$$f") > $$d/verilator.log 2>&1 \
	    || { cat $$d/verilator.log; exit 1; }; \
	  if ( $$d/obj/tb_vu +vec=$(VU_DIR)/oracle$$g.vec +maxerr=0; exit $$? ) > $$d/run.log 2>&1; then \
	    echo "rtl-vu-selftest: FAIL: the mutant $$f ('$$e') passed the GPU $$g oracle vectors"; exit 1; fi; \
	  grep -q 'tb_vu: FAIL' $$d/run.log || { tail -5 $$d/run.log; exit 1; }; \
	  echo "rtl-vu-selftest: mutant $$f ('$$e') caught by the GPU $$g oracle vectors: $$(grep -o '[0-9][0-9]* mismatches' $$d/run.log | head -1)"; \
	done
	@if verilator --lint-only -Irtl -GLAT=$(VU_LAT_LOW) --top-module vp_vu $(VU_RTL) >$(VU_DIR)/lat.log 2>&1; then \
	  echo "rtl-vu-selftest: FAIL: Verilator accepted LAT < MIN_LAT"; exit 1; fi; \
	grep -q 'LAT=$(VU_LAT_LOW) is below MIN_LAT=$(VU_MIN_LAT)' $(VU_DIR)/lat.log || { cat $(VU_DIR)/lat.log; exit 1; }
	@if iverilog -g2012 -DTB_LAT=$(VU_LAT_LOW) -Irtl -o $(VU_DIR)/lat.vvp $(VU_TB) $(VU_RTL) >$(VU_DIR)/lat_iv.log 2>&1; then \
	  echo "rtl-vu-selftest: FAIL: Icarus accepted LAT < MIN_LAT"; exit 1; fi; \
	grep -q 'vp_vu_ERROR_LAT_below_MIN_LAT_$(VU_MIN_LAT)' $(VU_DIR)/lat_iv.log || { cat $(VU_DIR)/lat_iv.log; exit 1; }
	@echo "rtl-vu-selftest: LAT=$(VU_LAT_LOW) < MIN_LAT=$(VU_MIN_LAT) refused by Verilator and Icarus"
	@if verilator --lint-only -Irtl -GGPU=25 --top-module vp_vu $(VU_RTL) >$(VU_DIR)/gpu.log 2>&1; then \
	  echo "rtl-vu-selftest: FAIL: Verilator accepted GPU=25"; exit 1; fi; \
	grep -q 'GPU=25 is neither 20 (NV20) nor 30 (NV30)' $(VU_DIR)/gpu.log || { cat $(VU_DIR)/gpu.log; exit 1; }
	@if iverilog -g2012 -DTB_GPU=25 -Irtl -o $(VU_DIR)/gpu.vvp $(VU_TB) $(VU_RTL) >$(VU_DIR)/gpu_iv.log 2>&1; then \
	  echo "rtl-vu-selftest: FAIL: Icarus accepted GPU=25"; exit 1; fi; \
	grep -q 'vp_vu_ERROR_GPU_is_neither_20_nor_30' $(VU_DIR)/gpu_iv.log || { cat $(VU_DIR)/gpu_iv.log; exit 1; }
	@echo "rtl-vu-selftest: GPU=25 refused by Verilator and Icarus"
	@if $(VU_GEN) --gpu 30 --seed $(VU_SEED) --count 20000 --plant-ref-bug -o /dev/null >$(VU_DIR)/ref.log 2>&1; then \
	  echo "rtl-vu-selftest: FAIL: the generator's cross-check missed a wrong reference"; exit 1; fi; \
	grep -q 'disagrees with the model' $(VU_DIR)/ref.log || { cat $(VU_DIR)/ref.log; exit 1; }
	@echo "rtl-vu-selftest: planted reference bug caught by the cross-check against the golden model"
	@echo "rtl-vu-selftest: all known-bad cases failed as they must"

TEST_STEPS += rtl-vu-test
