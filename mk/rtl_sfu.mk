# RTL special-function unit (rtl/vp_sfu.v, the NV20/NV30 hardware's
# numerics: docs/numerics.md): its vector bench, built once per GPU (part of
# make test).
#
#   make rtl-sfu-test      everything below (in make test)
#   make rtl-sfu-oracle    every vector of the reference files that concern
#                          the unit ($(SHARED)/oracle: nv20/ for GPU 20,
#                          nv30-vp1/ and nv30-vp2/ for GPU 30; RCP RCC RSQ EXP
#                          LOG LIT, and EX2 LG2 SIN COS on NV30 VP2) through
#                          Verilator, one line per GPU
#   make rtl-sfu-random    RTL_SFU_RANDOM random operands per operation and
#                          mode against the C library (cmodel/sfu.c), both
#                          GPUs (SEED=... reproduces a run; the seed is printed)
#   make rtl-sfu-icarus    the first RTL_SFU_ICARUS_N oracle vectors of each GPU
#                          through Icarus at the boards' EX_LAT, and of GPU 30 at
#                          LAT 16 (vp_sfu's input register and delay line); and
#                          each GPU with the MUL_SHARE its Verilator bench does
#                          not have (shared multipliers: NV20's default), on
#                          RTL_SFU_ICARUS_N / 2 oracle vectors of every
#                          operation in a shuffled order
#   make rtl-sfu-soak      every fraction of each NV30 datapath (not in make test)
#   make rtl-sfu-lint      verilator --lint-only -Wall on vp_sfu and its blocks,
#                          GPU 20 and 30, at MIN_LAT, 13, 16 and the boards' EX_LAT;
#                          LAT < MIN_LAT and an unknown GPU refused
#   (mutants of the tables the vectors must catch: tb/mutants/rtl_sfu.txt)
#
# tb/vec/sfu_vectors.c (linked against libvp) writes the vector lists
# (--oracle: the reference files' lines; --random: the C library's results);
# tb/vec/tb_sfu.v streams them one per clock and compares all 128 bits
# (tb/vec/sfu.sh runs them).

RTL_SFU_DIR      := $(BUILD)/rtl_sfu
RTL_SFU_GEN      := $(RTL_SFU_DIR)/sfu_vectors
RTL_SFU_ORACLE   ?= $(SHARED)/oracle
RTL_SFU_GPUS     := 20 30
RTL_SFU_MIN_LAT  := 12
RTL_SFU_RTL      := $(wildcard rtl/vp_sfu*.v rtl/vp_mul.v rtl/vp_mul_q.v rtl/vp_delay.v rtl/*.vh)
RTL_SFU_TABLES   := $(wildcard rtl/sfu_tables/*.hex)
RTL_SFU_RANDOM   ?= 4000
# rtl-sfu-random's seed: SEED, else a random one (printed)
RTL_SFU_SEED     := $(or $(SEED),$(shell od -An -N4 -tu4 /dev/urandom | tr -d ' '))
RTL_SFU_ICARUS_N ?= 20000
RTL_SFU_IVFLAGS  := -g2012 -Irtl -yrtl
RTL_SFU_VCMD     := verilator --binary --timing -j 2 -Wno-lint -Wno-style -Irtl
RTL_SFU_VSIM      = $(RTL_SFU_DIR)/obj$(1)/tb_sfu

.PHONY: rtl-sfu-test rtl-sfu-oracle rtl-sfu-random rtl-sfu-icarus rtl-sfu-lint

rtl-sfu-test: rtl-sfu-lint rtl-sfu-oracle rtl-sfu-random rtl-sfu-icarus
	@echo "rtl-sfu-test: lint, the oracle vectors (Verilator), $(RTL_SFU_RANDOM) random operands per operation and mode, $(RTL_SFU_ICARUS_N) oracle vectors under Icarus pass (SEED=$(RTL_SFU_SEED))"

$(RTL_SFU_GEN): tb/vec/sfu_vectors.c $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $< $(LIB) $(LDLIBS) -o $@

# the bench per GPU, at vp_sfu's MIN_LAT
$(RTL_SFU_DIR)/obj%/tb_sfu: tb/vec/tb_sfu.v $(RTL_SFU_RTL) $(RTL_SFU_TABLES) | deps-sim
	@rm -rf $(RTL_SFU_DIR)/obj$* && mkdir -p $(RTL_SFU_DIR)/obj$*
	@echo "verilator: tb_sfu GPU $*"
	@$(RTL_SFU_VCMD) --top-module tb_sfu -GGPU=$* -Mdir $(RTL_SFU_DIR)/obj$* -o tb_sfu tb/vec/tb_sfu.v -CFLAGS -O1 \
	  > $(RTL_SFU_DIR)/verilator$*.log 2>&1 || { cat $(RTL_SFU_DIR)/verilator$*.log; exit 1; }

# the oracle's vectors as the bench's lines, per GPU
$(RTL_SFU_DIR)/oracle%.txt: $(RTL_SFU_GEN) $(wildcard $(RTL_SFU_ORACLE)/*/*.txt)
	@$(RTL_SFU_GEN) --gpu $* --oracle $(RTL_SFU_ORACLE) $@ > $(RTL_SFU_DIR)/oracle$*.gen.log || { cat $(RTL_SFU_DIR)/oracle$*.gen.log; exit 1; }

rtl-sfu-oracle: $(foreach g,$(RTL_SFU_GPUS),$(call RTL_SFU_VSIM,$(g)) $(RTL_SFU_DIR)/oracle$(g).txt)
	@tb/vec/sfu.sh oracle $(RTL_SFU_DIR) $(RTL_SFU_MIN_LAT) $(RTL_SFU_ORACLE) $(RTL_SFU_GPUS)

rtl-sfu-random: $(RTL_SFU_GEN) $(foreach g,$(RTL_SFU_GPUS),$(call RTL_SFU_VSIM,$(g)))
	@tb/vec/sfu.sh random $(RTL_SFU_DIR) $(RTL_SFU_GEN) $(RTL_SFU_SEED) $(RTL_SFU_RANDOM) $(RTL_SFU_GPUS)

# both GPUs at the boards' EX_LAT, GPU 30 at LAT 16 (vp_sfu's input
# register and its delay line), and each GPU with the other MUL_SHARE (the
# Verilator benches have the default: 1 for GPU 20, 0 for GPU 30)
rtl-sfu-icarus: $(foreach g,$(RTL_SFU_GPUS),$(RTL_SFU_DIR)/oracle$(g).txt) | deps-sim
	@tb/vec/sfu.sh icarus $(RTL_SFU_DIR) $(RTL_SFU_ICARUS_N) "$(RTL_SFU_GPUS:%=%_$(BOARD_EX_LAT)) 30_16 30_12_1 20_12_0"

rtl-sfu-lint: | deps-lint
	@tb/vec/sfu.sh lint $(RTL_SFU_MIN_LAT) "$(sort $(RTL_SFU_MIN_LAT) 13 16 $(BOARD_EX_LAT))" $(RTL_SFU_GPUS)

# Soak (not in make test; about a minute a sweep): every fraction of each
# NV30 datapath at the exponents that select its paths (2^24 vectors a
# sweep, the C library's results), streamed through a FIFO into the
# Verilator bench.
RTL_SFU_SWEEPS ?= rcp rsq lg2 ex2 sincos
.PHONY: rtl-sfu-soak
rtl-sfu-soak: $(RTL_SFU_GEN) $(call RTL_SFU_VSIM,30)
	@tb/vec/sfu.sh soak $(RTL_SFU_DIR) $(RTL_SFU_GEN) $(RTL_SFU_SWEEPS)
