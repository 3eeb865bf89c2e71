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
#                          LAT 16 (vp_sfu's input register and delay line)
#   make rtl-sfu-selftest  known-bad cases: a planted wrong expected value, a
#                          corrupted table word (SIN/COS's and RCP's), the NV20
#                          vectors on an NV30 unit, LAT < MIN_LAT and an unknown
#                          GPU refused
#   make rtl-sfu-soak      every fraction of each NV30 datapath (not in make test)
#   make rtl-sfu-lint      verilator --lint-only -Wall on vp_sfu and its blocks,
#                          GPU 20 and 30, at MIN_LAT, 13, 16 and the boards' EX_LAT
#
# tb/vec/sfu_vectors.c (linked against libvp) writes the vector lists
# (--oracle: the reference files' lines; --random: the C library's results);
# tb/vec/tb_sfu.v streams them one per clock and compares all 128 bits.

RTL_SFU_DIR      := $(BUILD)/rtl_sfu
RTL_SFU_GEN      := $(RTL_SFU_DIR)/sfu_vectors
RTL_SFU_ORACLE   ?= $(SHARED)/oracle
RTL_SFU_GPUS     := 20 30
RTL_SFU_MIN_LAT  := 12
RTL_SFU_RTL      := $(wildcard rtl/vp_sfu*.v rtl/vp_delay.v rtl/*.vh)
RTL_SFU_TABLES   := $(wildcard rtl/sfu_tables/*.hex)
RTL_SFU_RANDOM   ?= 4000
RTL_SFU_ICARUS_N ?= 20000
RTL_SFU_IVFLAGS  := -g2012 -Irtl -yrtl
RTL_SFU_VCMD     := verilator --binary --timing -j 2 -Wno-lint -Wno-style -Irtl
RTL_SFU_VSIM      = $(RTL_SFU_DIR)/obj$(1)/tb_sfu

.PHONY: rtl-sfu-test rtl-sfu-oracle rtl-sfu-random rtl-sfu-icarus rtl-sfu-selftest rtl-sfu-lint

rtl-sfu-test: rtl-sfu-lint rtl-sfu-oracle rtl-sfu-random rtl-sfu-icarus rtl-sfu-selftest

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

# $(call sfu_run,GPU,VECTOR FILE,LOG,TARGET,WHAT): run the Verilator bench;
# on failure print its mismatches (op, operand, expected, got) and fail
sfu_run = ( $(call RTL_SFU_VSIM,$(1)) +vec=$(2) > $(3) 2>&1; exit $$? ) 2> /dev/null; rc=$$?; \
	if [ $$rc != 0 ] || ! grep -q '^tb_sfu: PASS' $(3); then \
	  grep -v '^- ' $(3) | head -60; echo "$(4): FAIL: GPU $(1): $(5) ($(3))"; exit 1; fi

rtl-sfu-oracle: $(foreach g,$(RTL_SFU_GPUS),$(call RTL_SFU_VSIM,$(g)) $(RTL_SFU_DIR)/oracle$(g).txt)
	@for g in $(RTL_SFU_GPUS); do \
	  $(call sfu_run,$$g,$(RTL_SFU_DIR)/oracle$$g.txt,$(RTL_SFU_DIR)/oracle$$g.log,rtl-sfu-oracle,the reference vectors differ); \
	  n=$$(sed -n 's/^tb_sfu: PASS: GPU [0-9]*: \([0-9]*\) vectors.*/\1/p' $(RTL_SFU_DIR)/oracle$$g.log); \
	  f=$$(sed -n 's/.*vectors (\([0-9]*\) files: .*/\1/p' $(RTL_SFU_DIR)/oracle$$g.gen.log); \
	  echo "rtl-sfu-oracle: GPU $$g: $$n vectors ($$f files of $(RTL_SFU_ORACLE)) equal, all 128 bits, LAT $(RTL_SFU_MIN_LAT)"; \
	done

rtl-sfu-random: $(RTL_SFU_GEN) $(foreach g,$(RTL_SFU_GPUS),$(call RTL_SFU_VSIM,$(g)))
	@s=$(SEED); s=$${s:-$$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}; \
	for g in $(RTL_SFU_GPUS); do \
	  $(RTL_SFU_GEN) --gpu $$g --random $(RTL_SFU_RANDOM) --seed $$s $(RTL_SFU_DIR)/random$$g.txt > /dev/null || exit 1; \
	  $(call sfu_run,$$g,$(RTL_SFU_DIR)/random$$g.txt,$(RTL_SFU_DIR)/random$$g.log,rtl-sfu-random,differs from the C library (reproduce: SEED=$$s make rtl-sfu-random)); \
	  echo "rtl-sfu-random: GPU $$g: $$(sed -n 's/^tb_sfu: PASS: GPU [0-9]*: \([0-9]*\) vectors.*/\1/p' $(RTL_SFU_DIR)/random$$g.log) vectors equal to the C library (SEED=$$s)"; \
	done

rtl-sfu-icarus: $(foreach g,$(RTL_SFU_GPUS),$(RTL_SFU_DIR)/oracle$(g).txt) | deps-sim
	@for gl in $(RTL_SFU_GPUS:%=%_$(BOARD_EX_LAT)) 30_16; do g=$${gl%_*}; l=$${gl#*_}; \
	  head -$(RTL_SFU_ICARUS_N) $(RTL_SFU_DIR)/oracle$$g.txt > $(RTL_SFU_DIR)/icarus$$g.txt; \
	  iverilog $(RTL_SFU_IVFLAGS) -P tb_sfu.GPU=$$g -P tb_sfu.LAT=$$l -o $(RTL_SFU_DIR)/icarus$$gl.vvp tb/vec/tb_sfu.v || exit 1; \
	  vvp -n $(RTL_SFU_DIR)/icarus$$gl.vvp +vec=$(RTL_SFU_DIR)/icarus$$g.txt > $(RTL_SFU_DIR)/icarus$$gl.log 2>&1; rc=$$?; \
	  if [ $$rc != 0 ] || ! grep -q '^tb_sfu: PASS' $(RTL_SFU_DIR)/icarus$$gl.log; then \
	    head -60 $(RTL_SFU_DIR)/icarus$$gl.log; echo "rtl-sfu-icarus: FAIL: GPU $$g, LAT $$l"; exit 1; fi; \
	  echo "rtl-sfu-icarus: $$(grep '^tb_sfu: PASS' $(RTL_SFU_DIR)/icarus$$gl.log | sed 's/^tb_sfu: PASS: //') (the first of the oracle list)"; \
	done

# Each known-bad case must make the bench (or the elaboration) fail. The
# corrupted tables are read by Icarus (TABLE_DIR) on the first
# RTL_SFU_SELF_N oracle vectors of GPU 30, which hold SIN, COS, RCP and RCC.
RTL_SFU_SELF_N ?= 4000
RTL_SFU_BAD    := $(RTL_SFU_DIR)/selftest
# $(call sfu_badtab,FILE,LINE,DIGIT): a copy of the tables with one bit of
# FILE's word LINE flipped (the low bit of its DIGIT-th hex digit from the
# right) must be caught
sfu_badtab = t=$(RTL_SFU_BAD)/tab_$(basename $(1)); rm -rf $$t; mkdir -p $$t; cp rtl/sfu_tables/*.hex $$t/; \
	awk -v L=$(2) -v D=$(3) 'NR == L { p = length($$0) - D + 1; c = toupper(substr($$0, p, 1)); \
	  $$0 = substr($$0, 1, p - 1) substr("1032547698BADCFE", index("0123456789ABCDEF", c), 1) substr($$0, p + 1) } { print }' \
	  rtl/sfu_tables/$(1) > $$t/$(1); \
	if cmp -s $$t/$(1) rtl/sfu_tables/$(1); then echo "rtl-sfu-selftest: FAIL: the mutation of $(1) did not apply"; exit 1; fi; \
	iverilog $(RTL_SFU_IVFLAGS) -P tb_sfu.GPU=30 -P "tb_sfu.TABLE_DIR=\"$$t/\"" -o $$t/tb.vvp tb/vec/tb_sfu.v || exit 1; \
	if vvp -n $$t/tb.vvp +vec=$(RTL_SFU_BAD)/vec.txt +failfast > $$t/run.log 2>&1 || ! grep -q MISMATCH $$t/run.log; then \
	  echo "rtl-sfu-selftest: FAIL: $(1) with a bit of word $(2) flipped was not caught"; exit 1; fi; \
	echo "rtl-sfu-selftest: $(1) with a bit of word $(2) flipped caught: $$(grep -m1 -o 'MISMATCH vector [0-9]* op [A-Z0-9]*' $$t/run.log)"
rtl-sfu-selftest: $(RTL_SFU_GEN) $(foreach g,$(RTL_SFU_GPUS),$(call RTL_SFU_VSIM,$(g)) $(RTL_SFU_DIR)/oracle$(g).txt) | deps-sim
	@d=$(RTL_SFU_BAD); rm -rf $$d && mkdir -p $$d; \
	$(RTL_SFU_GEN) --gpu 30 --random 200 --seed 1 --plant-bad $$d/planted.txt > /dev/null 2>&1 || exit 1; \
	if ( $(call RTL_SFU_VSIM,30) +vec=$$d/planted.txt > $$d/planted.log 2>&1; exit $$? ) 2> /dev/null || ! grep -q MISMATCH $$d/planted.log; then \
	  echo "rtl-sfu-selftest: FAIL: a planted wrong expected value was not reported"; exit 1; fi; \
	echo "rtl-sfu-selftest: planted wrong expected value reported: $$(grep -m1 -o 'MISMATCH vector [0-9]* op [A-Z0-9]*' $$d/planted.log)"; \
	head -20000 $(RTL_SFU_DIR)/oracle20.txt > $$d/nv20.txt; \
	if ( $(call RTL_SFU_VSIM,30) +vec=$$d/nv20.txt > $$d/mode.log 2>&1; exit $$? ) 2> /dev/null || ! grep -q 'MISMATCH' $$d/mode.log || \
	   ! grep -q "has mode 0, not one of GPU 30's" $$d/mode.log; then \
	  echo "rtl-sfu-selftest: FAIL: the NV20 vectors passed on the NV30 unit"; exit 1; fi; \
	echo "rtl-sfu-selftest: the NV20 vectors on the NV30 unit caught: $$(grep -m1 -o '[0-9]* mismatches' $$d/mode.log) (RSQ at powers of 4, LOG of NaN), and their mode"; \
	head -$(RTL_SFU_SELF_N) $(RTL_SFU_DIR)/oracle30.txt > $$d/vec.txt
	@$(call sfu_badtab,sincos.hex,33,6)
	@$(call sfu_badtab,rcp_seed.hex,40,1)
	@d=$(RTL_SFU_BAD); \
	if verilator --lint-only -Wall -Irtl -GLAT=$$(($(RTL_SFU_MIN_LAT) - 1)) --top-module vp_sfu rtl/vp_sfu.v > $$d/lat_v.log 2>&1 || \
	   ! grep -q "LAT = $$(($(RTL_SFU_MIN_LAT) - 1)) is below MIN_LAT = $(RTL_SFU_MIN_LAT)" $$d/lat_v.log; then \
	  echo "rtl-sfu-selftest: FAIL: Verilator accepted LAT < MIN_LAT"; exit 1; fi; \
	iverilog $(RTL_SFU_IVFLAGS) -P tb_sfu.LAT=$$(($(RTL_SFU_MIN_LAT) - 1)) -o $$d/lat.vvp tb/vec/tb_sfu.v || exit 1; \
	if vvp -n $$d/lat.vvp +vec=$$d/vec.txt > $$d/lat_i.log 2>&1 || ! grep -q "is below MIN_LAT = $(RTL_SFU_MIN_LAT)" $$d/lat_i.log; then \
	  echo "rtl-sfu-selftest: FAIL: Icarus accepted LAT < MIN_LAT"; exit 1; fi; \
	echo "rtl-sfu-selftest: LAT = $$(($(RTL_SFU_MIN_LAT) - 1)) refused (Verilator at elaboration, Icarus at time 0)"; \
	if verilator --lint-only -Wall -Irtl -GGPU=25 --top-module vp_sfu rtl/vp_sfu.v > $$d/gpu.log 2>&1 || \
	   ! grep -q 'GPU = 25 is neither 20' $$d/gpu.log; then \
	  echo "rtl-sfu-selftest: FAIL: Verilator accepted GPU = 25"; exit 1; fi; \
	echo "rtl-sfu-selftest: GPU = 25 refused"

rtl-sfu-lint: | deps-lint
	@for g in $(RTL_SFU_GPUS); do for l in $(sort $(RTL_SFU_MIN_LAT) 13 16 $(BOARD_EX_LAT)); do \
	  verilator --lint-only -Wall -Irtl -GGPU=$$g -GLAT=$$l --top-module vp_sfu rtl/vp_sfu.v || exit 1; done; done
	@echo "rtl-sfu-lint: vp_sfu and its blocks lint clean (verilator -Wall, GPU 20 and 30, LAT $(sort $(RTL_SFU_MIN_LAT) 13 16 $(BOARD_EX_LAT)))"

# beside the other steps (Makefile, TEST_BG_STEPS): its tools and benches
# are its own, under $(RTL_SFU_DIR), and it links the library make test
# builds first
TEST_BG_STEPS += rtl-sfu-test

# Soak (not in make test; about a minute a sweep): every fraction of each
# NV30 datapath at the exponents that select its paths (2^24 vectors a
# sweep, the C library's results), streamed through a FIFO into the
# Verilator bench.
RTL_SFU_SWEEPS ?= rcp rsq lg2 ex2 sincos
.PHONY: rtl-sfu-soak
rtl-sfu-soak: $(RTL_SFU_GEN) $(call RTL_SFU_VSIM,30)
	@ok=1; for fn in $(RTL_SFU_SWEEPS); do \
	  p=$(RTL_SFU_DIR)/soak_$$fn.fifo; rm -f $$p; mkfifo $$p; \
	  $(RTL_SFU_GEN) --gpu 30 --sweep $$fn $$p > /dev/null & \
	  ( $(call RTL_SFU_VSIM,30) +vec=$$p +nobubble > $(RTL_SFU_DIR)/soak_$$fn.log 2>&1; exit $$? ) 2> /dev/null; rc=$$?; wait; rm -f $$p; \
	  echo "rtl-sfu-soak $$fn: $$(grep '^tb_sfu:' $(RTL_SFU_DIR)/soak_$$fn.log | tail -1)"; \
	  { [ $$rc = 0 ] && grep -q '^tb_sfu: PASS' $(RTL_SFU_DIR)/soak_$$fn.log; } || ok=0; \
	done; [ $$ok = 1 ]
