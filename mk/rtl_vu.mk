# Vector unit (rtl/vp_vu.v: NV20/NV30 hardware numerics) and address unit
# (rtl/vp_au.v): vector tests (docs/architecture.md 3.1, 3.3). The bench
# (tb/vec/tb_vu.v) is built once per chip (TB_GPU 20 and 30).
#
#   make rtl-vu-test [SEED=n] [VU_COUNT=n] [VU_IV_COUNT=n]   everything below
#   make rtl-vu-lint       verilator --lint-only -Wall on each module, GPU 20 and 30;
#                          LAT < MIN_LAT and GPU 25 refused by Verilator and Icarus
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
#                          LAT = MIN_LAT = 12 (no delay line)
#   make rtl-vu-iverilog   through Icarus (-g2012, LAT 19: the delay line):
#                          the first VU_IV_COUNT random vectors and every
#                          100th oracle line, per GPU
#   (mutants of the RTL that the oracle vectors must catch: tb/mutants/rtl_vu.txt)
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
VU_MIN_LAT  := 12
VU_RTL      := rtl/vp_vu.v rtl/vp_vu_lane.v rtl/vp_vu_mul.v rtl/vp_vu_sum.v rtl/vp_vu_floor.v \
               rtl/vp_vu_cmp.v rtl/vp_mul.v rtl/vp_mul_q.v rtl/vp_au.v rtl/vp_delay.v
VU_TB       := tb/vec/tb_vu.v
# $(call vu_vbin,GPU,LAT): the Verilator bench
vu_vbin      = $(VU_DIR)/obj_$(1)_$(2)/tb_vu

.PHONY: rtl-vu-test rtl-vu-lint rtl-vu-oracle rtl-vu-verilator rtl-vu-iverilog

rtl-vu-test: rtl-vu-lint rtl-vu-oracle rtl-vu-verilator rtl-vu-iverilog
	@echo "rtl-vu-test: lint, the oracle vectors, $(VU_COUNT) random vectors per GPU (Verilator) and $(VU_IV_COUNT) (Icarus) pass (SEED=$(VU_SEED))"

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

export VU_RTL

# every module alone (the lane at each LANE) and the unit at MIN_LAT, 16 and
# a delay line of 15, each for both chips; the parameter guards
rtl-vu-lint: deps-sim
	@tb/vec/vu.sh lint $(VU_MIN_LAT) $(VU_GPUS)

rtl-vu-oracle: $(VU_ORC) $(foreach g,$(VU_GPUS),$(call vu_vbin,$(g),16))
	@tb/vec/vu.sh oracle $(VU_DIR) $(VU_ORC) $(VU_ORACLE) $(VU_GPUS)

rtl-vu-verilator: $(VU_GEN) $(foreach g,$(VU_GPUS),$(call vu_vbin,$(g),$(VU_MIN_LAT)))
	@tb/vec/vu.sh verilator $(VU_DIR) $(VU_GEN) $(VU_SEED) $(VU_COUNT) $(VU_MIN_LAT) $(VU_GPUS)

rtl-vu-iverilog: $(VU_GEN) $(VU_ORC) | deps-sim
	@mkdir -p $(VU_DIR)
	@tb/vec/vu.sh iverilog $(VU_DIR) $(VU_GEN) $(VU_ORC) $(VU_ORACLE) $(VU_SEED) $(VU_IV_COUNT) $(VU_GPUS)
