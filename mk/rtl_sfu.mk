# RTL special-function unit (rtl/vp_sfu.v, docs/architecture.md 3.2):
# TestFloat-style vector test against the C model (part of make test).
#
#   make rtl-sfu-test       everything below (in make test)
#   make rtl-sfu-verilator  all vectors through Verilator (SEED=..., RTL_SFU_RANDOM=...):
#                           the default unit (ML 1, II 1), the boards' (SFU_ML and
#                           SFU_II of their board.mk) and ML = 3 and 4 with II = 1
#   make rtl-sfu-icarus     the first RTL_SFU_ICARUS_N vectors through Icarus, LAT = 20
#                           (vp_sfu's four padding registers), and the first RTL_SFU_II_N
#                           with II = RTL_SFU_II, the FPGA boards' SFU initiation interval (BOARD_SFU_II, mk/boards.def:
#                           an operation every RTL_SFU_II-th clock), and their ML
#   make rtl-sfu-selftest   known-bad cases: a planted wrong expected value, a
#                           corrupted table entry, a corrupted constant, a unit whose
#                           LIT second pass ignores the first's word, LAT < MIN_LAT
#                           (ML 1 and 2), operations every clock into an II = RTL_SFU_II unit
#   make rtl-sfu-lint       verilator --lint-only -Wall on vp_sfu and its sub-blocks
#
# tb/vec/sfu_vectors.c (linked against libvp) writes the vectors and the
# expected results (exec_sfu semantics); tb/vec/tb_sfu.v streams them one
# per clock and compares all 128 bits. SEED= reproduces a run (the seed is
# printed); without it every run draws a new one.

RTL_SFU_DIR      := $(BUILD)/rtl_sfu
RTL_SFU_GEN      := $(RTL_SFU_DIR)/sfu_vectors
RTL_SFU_VSIM     := $(RTL_SFU_DIR)/obj/tb_sfu
RTL_SFU_RTL      := $(wildcard rtl/*.v rtl/*.vh)   # vp_sfu, vp_sfu_*, vp_fmul, vp_fadd and what they use
RTL_SFU_TABLES   := $(wildcard rtl/sfu_tables/*.hex)
RTL_SFU_RANDOM   ?= 40000
# Icarus is slow on the shared multipliers' wide buses (about 30 ms a clock
# with the unit busy every clock), hence the short lists
RTL_SFU_ICARUS_N ?= 800
RTL_SFU_II_N     ?= 200
RTL_SFU_II        = $(firstword $(BOARD_SFU_II))
RTL_SFU_SELF_N   ?= 2000
RTL_SFU_IVFLAGS   := -g2012 -Irtl -yrtl
RTL_SFU_VCMD     := verilator --binary --timing -j 2 -Wno-lint -Wno-style -Irtl
# more builds of the bench, ML_II_LAT each: the boards' unit (their EX_LAT,
# MIN_LAT + 4: the four registers of vp_sfu's padding), and
# ML = 3 and 4 (the deepest) every clock at their MIN_LAT
RTL_SFU_MORE     = $(BOARD_SFU_ML)_$(RTL_SFU_II)_$(BOARD_EX_LAT) 3_1_30 4_1_38

.PHONY: rtl-sfu-test rtl-sfu-vectors rtl-sfu-verilator rtl-sfu-icarus rtl-sfu-selftest rtl-sfu-lint

rtl-sfu-test: rtl-sfu-lint rtl-sfu-verilator rtl-sfu-icarus rtl-sfu-selftest rtl-mul65-test

# One shared multiplier alone (rtl/vp_sfu_mul65.v, tb/vec/tb_mul65.v) over
# its whole operand range: 576 corner pairs and RTL_MUL65_N random ones at
# ML 1 to 4 against the simulator's own signed product (Icarus), and
# at ML 2 to 4 as the FPGA flow builds them (VP_ECP5: the partial products in
# MULT18X18D blocks with their output registers, and at ML 4 their input
# registers, rtl/vp_sfu_mul18r.v,
# simulated with synth/ecp5_mult18x18d_sim.v; the corners and
# RTL_MUL65_ECP5_N random pairs: Icarus is 15 times slower on the sixteen
# bit-level DSP models; the boards' engine in rtl-cosim runs them too);
# Each run gives the multiplier three addends (NC 3, random) and checks
# all three sums. Then the known-bad cases: a
# planted wrong expected value, a copy of the multiplier with its bias
# constant changed, one that adds the addend a clock early (unregistered
# beside the partial products), a copy whose ML 4 has no input registers
# (the products a clock early), and (VP_ECP5) a copy of vp_sfu_mul18r whose DSP block
# takes A as unsigned, must all be reported.
RTL_MUL65_N   ?= 20000
RTL_MUL65_BAD := s/(128'd1 << 99)/(128'd1 << 98)/
RTL_MUL65_BADC := s/w6 + {c_q\[/w6 + {c_i[/
RTL_MUL18_BAD := s/\.SIGNEDA(1'b1)/.SIGNEDA(1'b0)/
RTL_MUL65_BADIR := s/\.IR(ML == 4 ? 1 : 0)/.IR(0)/
RTL_MUL65_ECP5_N ?= 3000
RTL_MUL65_ECP5 := -DVP_ECP5 -s tb_mul65 synth/ecp5_mult18x18d_sim.v
.PHONY: rtl-mul65-test
rtl-mul65-test: | deps-sim
	@d=$(RTL_SFU_DIR)/mul65; rm -rf $$d; mkdir -p $$d; \
	s=$(SEED); s=$${s:-$$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}; \
	for ml in 1 2 3 4; do \
	  iverilog $(RTL_SFU_IVFLAGS) -P tb_mul65.ML=$$ml -o $$d/ml$$ml.vvp tb/vec/tb_mul65.v || exit 1; \
	  vvp -n $$d/ml$$ml.vvp +seed=$$s +n=$(RTL_MUL65_N) > $$d/ml$$ml.log 2>&1; rc=$$?; \
	  grep -E '^tb_mul65: (PASS|FAIL|MISMATCH)' $$d/ml$$ml.log | sed 's/^/rtl-mul65-test: /'; \
	  [ $$rc = 0 ] && grep -q '^tb_mul65: PASS' $$d/ml$$ml.log || { echo "rtl-mul65-test: FAIL (reproduce: SEED=$$s make rtl-mul65-test)"; exit 1; }; \
	done; \
	for ml in 2 3 4; do \
	  iverilog $(RTL_SFU_IVFLAGS) -P tb_mul65.ML=$$ml -o $$d/ecp5_ml$$ml.vvp tb/vec/tb_mul65.v $(RTL_MUL65_ECP5) || exit 1; \
	  vvp -n $$d/ecp5_ml$$ml.vvp +seed=$$s +n=$(RTL_MUL65_ECP5_N) > $$d/ecp5_ml$$ml.log 2>&1; rc=$$?; \
	  grep -E '^tb_mul65: (PASS|FAIL|MISMATCH)|error' $$d/ecp5_ml$$ml.log | sed 's/^/rtl-mul65-test: VP_ECP5: /'; \
	  [ $$rc = 0 ] && grep -q '^tb_mul65: PASS' $$d/ecp5_ml$$ml.log || { echo "rtl-mul65-test: FAIL (reproduce: SEED=$$s make rtl-mul65-test)"; exit 1; }; \
	done; \
	if vvp -n $$d/ml2.vvp +seed=1 +n=2000 +plant > $$d/plant.log 2>&1 || ! grep -q '^tb_mul65: MISMATCH' $$d/plant.log; then \
	  echo "rtl-mul65-test: FAIL: a planted wrong expected value was not reported"; exit 1; fi; \
	sed "$(RTL_MUL65_BAD)" rtl/vp_sfu_mul65.v > $$d/bad_mul65.v; \
	if cmp -s $$d/bad_mul65.v rtl/vp_sfu_mul65.v; then echo "rtl-mul65-test: FAIL: the known-bad mutation no longer applies"; exit 1; fi; \
	iverilog -g2012 -yrtl -P tb_mul65.ML=2 -o $$d/bad.vvp tb/vec/tb_mul65.v $$d/bad_mul65.v || exit 1; \
	if vvp -n $$d/bad.vvp +seed=1 +n=2000 > $$d/bad.log 2>&1 || ! grep -q '^tb_mul65: MISMATCH' $$d/bad.log; then \
	  echo "rtl-mul65-test: FAIL: a multiplier with a wrong bias constant passed"; exit 1; fi; \
	sed "$(RTL_MUL65_BADC)" rtl/vp_sfu_mul65.v > $$d/badc_mul65.v; \
	if cmp -s $$d/badc_mul65.v rtl/vp_sfu_mul65.v; then echo "rtl-mul65-test: FAIL: the known-bad addend mutation no longer applies"; exit 1; fi; \
	iverilog -g2012 -yrtl -P tb_mul65.ML=2 -o $$d/badc.vvp tb/vec/tb_mul65.v $$d/badc_mul65.v || exit 1; \
	if vvp -n $$d/badc.vvp +seed=1 +n=2000 > $$d/badc.log 2>&1 || ! grep -q '^tb_mul65: MISMATCH' $$d/badc.log; then \
	  echo "rtl-mul65-test: FAIL: a multiplier adding its addend a clock early passed"; exit 1; fi; \
	sed "$(RTL_MUL65_BADIR)" rtl/vp_sfu_mul65.v > $$d/badir_mul65.v; \
	if cmp -s $$d/badir_mul65.v rtl/vp_sfu_mul65.v; then echo "rtl-mul65-test: FAIL: the known-bad input-register mutation no longer applies"; exit 1; fi; \
	iverilog -g2012 -yrtl -P tb_mul65.ML=4 -o $$d/badir.vvp tb/vec/tb_mul65.v $$d/badir_mul65.v || exit 1; \
	if vvp -n $$d/badir.vvp +seed=1 +n=2000 > $$d/badir.log 2>&1 || ! grep -q '^tb_mul65: MISMATCH' $$d/badir.log; then \
	  echo "rtl-mul65-test: FAIL: an ML 4 multiplier without its input registers passed"; exit 1; fi; \
	sed "$(RTL_MUL18_BAD)" rtl/vp_sfu_mul18r.v > $$d/bad_mul18r.v; \
	if cmp -s $$d/bad_mul18r.v rtl/vp_sfu_mul18r.v; then echo "rtl-mul65-test: FAIL: the known-bad mutation of vp_sfu_mul18r no longer applies"; exit 1; fi; \
	iverilog $(RTL_SFU_IVFLAGS) -P tb_mul65.ML=2 -o $$d/bad18.vvp tb/vec/tb_mul65.v $$d/bad_mul18r.v $(RTL_MUL65_ECP5) || exit 1; \
	if vvp -n $$d/bad18.vvp +seed=1 +n=200 > $$d/bad18.log 2>&1 || ! grep -q '^tb_mul65: MISMATCH' $$d/bad18.log; then \
	  echo "rtl-mul65-test: FAIL: VP_ECP5 with a DSP block taking A unsigned passed"; exit 1; fi; \
	echo "rtl-mul65-test: known-bad cases caught: a planted wrong expected value; the multiplier with '$(RTL_MUL65_BAD)' ($$(sed -n 's/^tb_mul65: FAIL: \([0-9]* of [0-9]* products differ\).*/\1/p' $$d/bad.log)) and with '$(RTL_MUL65_BADC)' ($$(sed -n 's/^tb_mul65: FAIL: \([0-9]* of [0-9]* products differ\).*/\1/p' $$d/badc.log)); at ML 4 with '$(RTL_MUL65_BADIR)' ($$(sed -n 's/^tb_mul65: FAIL: \([0-9]* of [0-9]* products differ\).*/\1/p' $$d/badir.log)); VP_ECP5 with '$(RTL_MUL18_BAD)' ($$(sed -n 's/^tb_mul65: FAIL: \([0-9]* of [0-9]* products differ\).*/\1/p' $$d/bad18.log))"

$(RTL_SFU_GEN): tb/vec/sfu_vectors.c $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $< $(LIB) $(LDLIBS) -o $@

$(RTL_SFU_VSIM): tb/vec/tb_sfu.v $(RTL_SFU_RTL) | deps-sim
	@rm -rf $(RTL_SFU_DIR)/obj && mkdir -p $(RTL_SFU_DIR)/obj
	@echo "verilator: tb_sfu"
	@$(RTL_SFU_VCMD) --top-module tb_sfu -Mdir $(RTL_SFU_DIR)/obj -o tb_sfu tb/vec/tb_sfu.v -CFLAGS -O1 \
	  > $(RTL_SFU_DIR)/verilator.log 2>&1 || { cat $(RTL_SFU_DIR)/verilator.log; exit 1; }

$(RTL_SFU_DIR)/obj_ml%/tb_sfu: tb/vec/tb_sfu.v $(RTL_SFU_RTL) | deps-sim
	@rm -rf $(RTL_SFU_DIR)/obj_ml$* && mkdir -p $(RTL_SFU_DIR)/obj_ml$*
	@echo "verilator: tb_sfu ML=$(word 1,$(subst _, ,$*)) II=$(word 2,$(subst _, ,$*)) LAT=$(word 3,$(subst _, ,$*))"
	@$(RTL_SFU_VCMD) --top-module tb_sfu -GML=$(word 1,$(subst _, ,$*)) -GII=$(word 2,$(subst _, ,$*)) -GLAT=$(word 3,$(subst _, ,$*)) \
	  -Mdir $(RTL_SFU_DIR)/obj_ml$* -o tb_sfu tb/vec/tb_sfu.v -CFLAGS -O1 \
	  > $(RTL_SFU_DIR)/verilator_ml$*.log 2>&1 || { cat $(RTL_SFU_DIR)/verilator_ml$*.log; exit 1; }

# one vector file per run; the seed is chosen here so the Icarus subset is
# the beginning of the same list
rtl-sfu-vectors: $(RTL_SFU_GEN)
	@s=$(SEED); s=$${s:-$$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}; \
	$(RTL_SFU_GEN) --seed $$s --random $(RTL_SFU_RANDOM) $(RTL_SFU_DIR)/vec.txt && \
	$(RTL_SFU_GEN) --seed $$s --random $(RTL_SFU_RANDOM) --limit $(RTL_SFU_ICARUS_N) $(RTL_SFU_DIR)/vec_icarus.txt >/dev/null && \
	$(RTL_SFU_GEN) --seed $$s --random $(RTL_SFU_RANDOM) --limit $(RTL_SFU_II_N) $(RTL_SFU_DIR)/vec_ii.txt >/dev/null && \
	echo "rtl-sfu: reproduce with SEED=$$s make rtl-sfu-test"

rtl-sfu-verilator: $(RTL_SFU_VSIM) $(patsubst %,$(RTL_SFU_DIR)/obj_ml%/tb_sfu,$(RTL_SFU_MORE)) rtl-sfu-vectors
	@$(RTL_SFU_VSIM) +vec=$(RTL_SFU_DIR)/vec.txt > $(RTL_SFU_DIR)/verilator_run.log 2>&1; rc=$$?; \
	grep -v '^- ' $(RTL_SFU_DIR)/verilator_run.log | sed 's/^/verilator: /'; \
	[ $$rc = 0 ] && grep -q '^tb_sfu: PASS' $(RTL_SFU_DIR)/verilator_run.log
	@for c in $(RTL_SFU_MORE); do \
	  $(RTL_SFU_DIR)/obj_ml$$c/tb_sfu +vec=$(RTL_SFU_DIR)/vec.txt > $(RTL_SFU_DIR)/verilator_ml$$c.run.log 2>&1; rc=$$?; \
	  grep -v '^- ' $(RTL_SFU_DIR)/verilator_ml$$c.run.log | sed "s/^/verilator: ML $${c%%_*}: /"; \
	  [ $$rc = 0 ] && grep -q '^tb_sfu: PASS' $(RTL_SFU_DIR)/verilator_ml$$c.run.log || exit 1; done

rtl-sfu-icarus: rtl-sfu-vectors | deps-sim
	@iverilog $(RTL_SFU_IVFLAGS) -P tb_sfu.LAT=20 -o $(RTL_SFU_DIR)/tb_sfu_lat20.vvp tb/vec/tb_sfu.v
	@vvp -n $(RTL_SFU_DIR)/tb_sfu_lat20.vvp +vec=$(RTL_SFU_DIR)/vec_icarus.txt > $(RTL_SFU_DIR)/icarus_run.log 2>&1; rc=$$?; \
	sed 's/^/icarus: /' $(RTL_SFU_DIR)/icarus_run.log; \
	[ $$rc = 0 ] && grep -q '^tb_sfu: PASS' $(RTL_SFU_DIR)/icarus_run.log
	@iverilog $(RTL_SFU_IVFLAGS) -P tb_sfu.II=$(RTL_SFU_II) -P tb_sfu.ML=$(BOARD_SFU_ML) -P tb_sfu.LAT=$(BOARD_EX_LAT) -o $(RTL_SFU_DIR)/tb_sfu_ii.vvp tb/vec/tb_sfu.v
	@vvp -n $(RTL_SFU_DIR)/tb_sfu_ii.vvp +vec=$(RTL_SFU_DIR)/vec_ii.txt > $(RTL_SFU_DIR)/icarus_ii.log 2>&1; rc=$$?; \
	sed 's/^/icarus: /' $(RTL_SFU_DIR)/icarus_ii.log; \
	[ $$rc = 0 ] && grep -q '^tb_sfu: PASS' $(RTL_SFU_DIR)/icarus_ii.log

# Each known-bad case must make the bench (or the elaboration) fail.
# Fixed seed: the corrupted entries are hit by this vector list.
RTL_SFU_BAD := $(RTL_SFU_DIR)/selftest
rtl-sfu-selftest: $(RTL_SFU_GEN) $(RTL_SFU_VSIM) | deps-sim
	@d=$(RTL_SFU_BAD); rm -rf $$d && mkdir -p $$d/ex2 $$d/const; \
	$(RTL_SFU_GEN) --seed 1 --random 1000 --limit $(RTL_SFU_SELF_N) $$d/vec.txt > /dev/null; \
	$(RTL_SFU_GEN) --seed 1 --random 1000 --limit $(RTL_SFU_SELF_N) --plant-bad $$d/vec_bad.txt > /dev/null; \
	if ( $(RTL_SFU_VSIM) +vec=$$d/vec_bad.txt > $$d/planted.log 2>&1; exit $$? ) 2>/dev/null || ! grep -q MISMATCH $$d/planted.log; then \
	  echo "rtl-sfu-selftest: FAIL: a planted wrong expected value was not reported"; exit 1; fi; \
	echo "rtl-sfu-selftest: planted wrong expected value reported: $$(grep -m1 -o 'MISMATCH vector [0-9]* op [0-9]* pass [12] VP[12]' $$d/planted.log)"; \
	mkdir -p $$d/lit2; sed 's/? ipw : is\[31:0\]/? is[31:0] : is[31:0]/' rtl/vp_sfu.v > $$d/lit2/vp_sfu.v; \
	if cmp -s $$d/lit2/vp_sfu.v rtl/vp_sfu.v; then echo "rtl-sfu-selftest: FAIL: the LIT mutation did not apply"; exit 1; fi; \
	iverilog $(RTL_SFU_IVFLAGS) -o $$d/lit2.vvp tb/vec/tb_sfu.v $$d/lit2/vp_sfu.v || exit 1; \
	if vvp -n $$d/lit2.vvp +vec=$$d/vec.txt +failfast > $$d/lit2.log 2>&1 || ! grep -q 'MISMATCH vector [0-9]* op 6 pass 2' $$d/lit2.log; then \
	  echo "rtl-sfu-selftest: FAIL: a unit whose LIT second pass ignores in_pw_i was not caught"; exit 1; fi; \
	echo "rtl-sfu-selftest: LIT's second pass without the first pass's word caught: $$(grep -m1 -o 'MISMATCH vector [0-9]* op [0-9]* pass 2 VP[12]' $$d/lit2.log)"; \
	flip='NR == L { c = substr($$0, 6, 1); $$0 = substr($$0, 1, 5) (c == "0" ? "1" : "0") substr($$0, 7) } { print }'; \
	cp rtl/sfu_tables/*.hex $$d/ex2/; awk -v L=130 "$$flip" rtl/sfu_tables/ex2.hex > $$d/ex2/ex2.hex; \
	cp rtl/sfu_tables/*.hex $$d/const/; awk -v L=12 "$$flip" rtl/sfu_tables/consts.hex > $$d/const/consts.hex; \
	for m in ex2/ex2.hex const/consts.hex; do \
	  if cmp -s $$d/$$m rtl/sfu_tables/$$(basename $$m); then echo "rtl-sfu-selftest: FAIL: mutation of $$m did not apply"; exit 1; fi; \
	  t=$$(dirname $$m); \
	  iverilog $(RTL_SFU_IVFLAGS) -P "tb_sfu.TABLE_DIR=\"$$d/$$t/\"" -o $$d/$$t.vvp tb/vec/tb_sfu.v || exit 1; \
	  if vvp -n $$d/$$t.vvp +vec=$$d/vec.txt +failfast > $$d/$$t.log 2>&1 || ! grep -q MISMATCH $$d/$$t.log; then \
	    echo "rtl-sfu-selftest: FAIL: corrupted $$m not detected"; exit 1; fi; \
	  echo "rtl-sfu-selftest: corrupted $$m detected ($$(grep -m1 -o 'MISMATCH vector [0-9]* op [0-9]*' $$d/$$t.log))"; \
	done; \
	if verilator --lint-only -Wall -Irtl -GLAT=13 --top-module vp_sfu rtl/vp_sfu.v > $$d/lat_v.log 2>&1 || \
	   ! grep -q 'LAT = 13 is below MIN_LAT = 14' $$d/lat_v.log; then \
	  echo "rtl-sfu-selftest: FAIL: Verilator accepted LAT < MIN_LAT"; exit 1; fi; \
	iverilog $(RTL_SFU_IVFLAGS) -P tb_sfu.LAT=13 -o $$d/lat.vvp tb/vec/tb_sfu.v || exit 1; \
	if vvp -n $$d/lat.vvp +vec=$$d/vec.txt > $$d/lat_i.log 2>&1 || ! grep -q 'LAT = 13 is below MIN_LAT = 14' $$d/lat_i.log; then \
	  echo "rtl-sfu-selftest: FAIL: Icarus accepted LAT < MIN_LAT"; exit 1; fi; \
	echo "rtl-sfu-selftest: LAT = 13 refused (Verilator at elaboration, Icarus at time 0)"; \
	if verilator --lint-only -Wall -Irtl -GML=2 -GLAT=21 --top-module vp_sfu rtl/vp_sfu.v > $$d/lat_ml2.log 2>&1 || \
	   ! grep -q 'LAT = 21 is below MIN_LAT = 22' $$d/lat_ml2.log; then \
	  echo "rtl-sfu-selftest: FAIL: Verilator accepted ML = 2 with LAT 21 < MIN_LAT 22"; exit 1; fi; \
	echo "rtl-sfu-selftest: ML = 2 with LAT = 21 refused (MIN_LAT 22)"; \
	head -50 $$d/vec.txt > $$d/vec50.txt; \
	iverilog $(RTL_SFU_IVFLAGS) -P tb_sfu.II=$(RTL_SFU_II) -o $$d/ii.vvp tb/vec/tb_sfu.v || exit 1; \
	if vvp -n $$d/ii.vvp +vec=$$d/vec50.txt +offphase +nobubble > $$d/ii.log 2>&1 || ! grep -q 'vp_sfu_pool: ERROR' $$d/ii.log; then \
	  echo "rtl-sfu-selftest: FAIL: operations every clock into an II = $(RTL_SFU_II) unit were not caught"; exit 1; fi; \
	echo "rtl-sfu-selftest: II = $(RTL_SFU_II) fed every clock caught: $$(grep -m1 -o 'vp_sfu_pool: ERROR: [0-9]* operations need shared multiplier [0-9]*' $$d/ii.log)"

rtl-sfu-lint: | deps-lint
	@for p in "-GLAT=14" "-GLAT=16" "-GLAT=20" $(patsubst %,-GII=%,$(sort 2 4 $(BOARD_SFU_II))) -GML=2 -GML=3 -GML=4 \
	  $(patsubst %,"-GML=% -GII=$(RTL_SFU_II)",2 3 4); do \
	  verilator --lint-only -Wall -Irtl $$p --top-module vp_sfu rtl/vp_sfu.v || exit 1; done
	@echo "rtl-sfu-lint: vp_sfu and sub-blocks lint clean (verilator -Wall, LAT 14, 16 and 20, II $(sort 2 4 $(BOARD_SFU_II)), ML 2, 3 and 4 with II 1 and $(RTL_SFU_II))"

# beside the other steps (Makefile, TEST_BG_STEPS): its tools and benches
# are its own, under $(RTL_SFU_DIR), and it links the library make test
# builds first
TEST_BG_STEPS += rtl-sfu-test

# Soak (not in make test; ~25 min of CPU, 109M vectors): every fraction of each datapath at the
# exponents that select its paths (tens of millions of vectors), streamed
# through a FIFO into the Verilator bench.
RTL_SFU_SWEEPS ?= rcp rsq lg2 ex2 sincos
.PHONY: rtl-sfu-soak
rtl-sfu-soak: $(RTL_SFU_GEN) $(RTL_SFU_VSIM)
	@s=$(SEED); s=$${s:-$$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}; ok=1; \
	for fn in $(RTL_SFU_SWEEPS); do \
	  p=$(RTL_SFU_DIR)/soak_$$fn.fifo; rm -f $$p; mkfifo $$p; \
	  $(RTL_SFU_GEN) --seed $$s --sweep $$fn $$p & \
	  $(RTL_SFU_VSIM) +vec=$$p +nobubble > $(RTL_SFU_DIR)/soak_$$fn.log 2>&1; rc=$$?; wait; rm -f $$p; \
	  echo "rtl-sfu-soak $$fn (SEED=$$s): $$(grep '^tb_sfu:' $(RTL_SFU_DIR)/soak_$$fn.log | tail -1)"; \
	  { [ $$rc = 0 ] && grep -q '^tb_sfu: PASS' $(RTL_SFU_DIR)/soak_$$fn.log; } || ok=0; \
	done; [ $$ok = 1 ]
