# Path estimates without place and route (tools/vppaths, docs/synth.md
# "Timing"): synthesis for a board (or one unit), then the longest
# register-to-register paths of the netlist in a second.
#
#   make fpga-paths BOARD=ulx3s [UNIT=vu|sfu] [PATHS_TOP=10] [PATHS_OVER=10] [PATHS_TO=TEXT]
#                    fpga/flow.sh --synth-only (Yosys, about 10 minutes for
#                    the engine), then vppaths on its vp.blif; the list goes
#                    to the screen and to DIR/paths.txt, after the count of
#                    endpoints estimated over PATHS_OVER ns (the target
#                    period) by instance; PATHS_TO prints only the paths
#                    into that place (vppaths --to: an RTL line such as
#                    rtl/vp_host.v:238, or part of a cell's name)
#   make vppaths-test  vppaths on a small synthesised fixture
#                    (tb/fpga/paths_fixture.v) must name the long path's
#                    register, and the check must fail when the fixture's
#                    two paths are swapped (known-bad); a MULT18X18D with
#                    its output register (tb/fpga/paths_dspreg.v) must end
#                    and start paths, which its BLIF without parameters
#                    must not show (known-bad); in make test

PATHS_TOP ?= 10
PATHS_OVER ?= 10
PATHS_DIR  = $(FPGA_DIR)/$(BOARD)$(if $(filter command line,$(origin UNIT)),-unit-$(UNIT))

.PHONY: fpga-paths vppaths-test
fpga-paths: $(BUILD)/bin/vppaths
	@scripts/deps.sh fpga
	fpga/flow.sh --synth-only --out $(PATHS_DIR) $(if $(filter command line,$(origin UNIT)),--unit $(UNIT)) $(BOARD)
	@$(BUILD)/bin/vppaths -n $(PATHS_TOP) --over $(PATHS_OVER) $(if $(PATHS_TO),--to '$(PATHS_TO)') $(PATHS_DIR)/vp.blif | tee $(PATHS_DIR)/paths.txt

# $(call paths_case,DEFINES,NAME): synthesise the fixture, run vppaths, and
# check that its worst endpoint is the line marked PATHS-LONG
paths_case = y=$$(synth/find_yosys.sh); d=$(BUILD)/paths-test; \
  $$y -q -p "read_verilog $(1) tb/fpga/paths_fixture.v; synth_ecp5 -top paths_fixture; write_blif -attr -param -cname $$d/$(2).blif" \
    > $$d/$(2).yosys.log 2>&1 || { cat $$d/$(2).yosys.log; echo "vppaths-test: FAIL: Yosys ($(2))"; exit 1; }; \
  $(BUILD)/bin/vppaths -n 2 $$d/$(2).blif > $$d/$(2).txt || { cat $$d/$(2).txt; echo "vppaths-test: FAIL: vppaths ($(2))"; exit 1; }; \
  line=$$(grep -n 'PATHS-LONG' tb/fpga/paths_fixture.v | sed -n '$(if $(1),2,1)p' | cut -d: -f1); \
  worst=$$(grep -m1 '^[0-9.]* ns -> ' $$d/$(2).txt); \
  case "$$worst" in *"[tb/fpga/paths_fixture.v:$$line."*) ok=1 ;; *) ok=0 ;; esac

vppaths-test: $(BUILD)/bin/vppaths
	@scripts/deps.sh synth
	@mkdir -p $(BUILD)/paths-test
	@$(call paths_case,,good); \
	  [ $$ok = 1 ] || { cat $$d/good.txt; echo "vppaths-test: FAIL: the worst endpoint is not the long path's register (line $$line)"; exit 1; }; \
	  grep -q 'MULT18X18D' $$d/good.txt || { cat $$d/good.txt; echo "vppaths-test: FAIL: the long path does not show its DSP blocks"; exit 1; }; \
	  echo "vppaths-test: $$(head -1 $$d/good.txt | sed 's/^vppaths: [^:]*: //')"; \
	  echo "vppaths-test: the worst endpoint is the long path's register (tb/fpga/paths_fixture.v:$$line)"
	@$(call paths_case,-DSWAP,swap); \
	  [ $$ok = 0 ] || { cat $$d/swap.txt; echo "vppaths-test: FAIL: known-bad (paths swapped) not caught"; exit 1; }; \
	  echo "vppaths-test: known-bad (the fixture's paths swapped, -DSWAP) caught: the check names another endpoint"
	@y=$$(synth/find_yosys.sh); d=$(BUILD)/paths-test; \
	$$y -q -p "read_verilog -DVP_ECP5 tb/fpga/paths_dspreg.v tb/fpga/dsp_mul18r.v; synth_ecp5 -top paths_dspreg; \
	  write_blif -attr -param -cname $$d/dspreg.blif; write_blif -attr -cname $$d/dspreg-noparam.blif" \
	  > $$d/dspreg.yosys.log 2>&1 || { cat $$d/dspreg.yosys.log; echo "vppaths-test: FAIL: Yosys (dspreg)"; exit 1; }; \
	for v in dspreg dspreg-noparam; do $(BUILD)/bin/vppaths -n 3 $$d/$$v.blif > $$d/$$v.txt || { cat $$d/$$v.txt; exit 1; }; done; \
	grep -q '^[0-9.]* ns -> MULT18X18D ' $$d/dspreg.txt && grep -q '^ *0\.[0-9]  MULT18X18D ' $$d/dspreg.txt || \
	  { cat $$d/dspreg.txt; echo "vppaths-test: FAIL: the registered MULT18X18D is not a path's end and start"; exit 1; }; \
	echo "vppaths-test: a MULT18X18D with its output register ends a path ($$(grep -m1 -- '-> MULT18X18D' $$d/dspreg.txt | cut -d' ' -f1-2)) and starts one"; \
	! grep -q -- '-> MULT18X18D ' $$d/dspreg-noparam.txt || { echo "vppaths-test: FAIL: known-bad (BLIF without parameters) not caught"; exit 1; }; \
	echo "vppaths-test: known-bad (the same BLIF without parameters: the register unseen) caught: no path ends at the DSP"
	@d=$(BUILD)/paths-test; $(BUILD)/bin/vppaths -q --over 4 $$d/dspreg.blif > $$d/over4.txt && \
	  $(BUILD)/bin/vppaths -q --over 5.5 $$d/dspreg.blif > $$d/over55.txt || exit 1; \
	grep -q '^vppaths: 37 of 37 endpoints over 4.0 ns, in 2 places' $$d/over4.txt && \
	  grep -q '^ *36 *5.0  tb/fpga/dsp_mul18r.v:[0-9]*$$' $$d/over4.txt && grep -q '^ *1 *5.8  tb/fpga/paths_dspreg.v:21$$' $$d/over4.txt || \
	  { cat $$d/over4.txt; echo "vppaths-test: FAIL: --over 4 does not count the DSP's 36 inputs and the compare's register by their lines"; exit 1; }; \
	grep -q '^vppaths: 1 of 37 endpoints over 5.5 ns, in 1 place ' $$d/over55.txt && ! grep -q 'dsp_mul18r' $$d/over55.txt || \
	  { cat $$d/over55.txt; echo "vppaths-test: FAIL: --over 5.5 counts endpoints faster than 5.5 ns"; exit 1; }; \
	echo "vppaths-test: --over: 37 endpoints over 4 ns (the DSP's 36 inputs at 5.0 ns by dsp_mul18r.v's line, the compare's register), 1 over 5.5 ns"
	@d=$(BUILD)/paths-test; $(BUILD)/bin/vppaths -n 5 --to tb/fpga/paths_dspreg.v:21 $$d/dspreg.blif > $$d/to21.txt && \
	  $(BUILD)/bin/vppaths -n 5 --to no/such/place.v:1 $$d/dspreg.blif > $$d/tonone.txt || exit 1; \
	[ "$$(grep -c ' ns -> ' $$d/to21.txt)" = 1 ] && grep -q ' ns -> TRELLIS_FF .*\[tb/fpga/paths_dspreg.v:21\.' $$d/to21.txt || \
	  { cat $$d/to21.txt; echo "vppaths-test: FAIL: --to tb/fpga/paths_dspreg.v:21 does not print just the compare's path"; exit 1; }; \
	! grep -q ' ns -> ' $$d/tonone.txt && grep -q "no endpoint matches 'no/such/place.v:1'" $$d/tonone.txt || \
	  { cat $$d/tonone.txt; echo "vppaths-test: FAIL: --to a place not in the netlist prints paths or no notice"; exit 1; }; \
	echo "vppaths-test: --to: the compare's line prints its one path (not the DSP's); a place not in the netlist prints none and says so"
	@$(BUILD)/bin/vppaths --help > /dev/null && ! $(BUILD)/bin/vppaths $(BUILD)/paths-test/nonexistent.blif 2> /dev/null \
	  && echo "vppaths-test: --help, and a missing file is an error"
TEST_STEPS += vppaths-test
