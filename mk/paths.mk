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
#                    register; a MULT18X18D with its output register
#                    (tb/fpga/paths_dspreg.v) must end and start paths;
#                    --over, --to (tb/fpga/vppaths_test.sh; in make test)

PATHS_TOP ?= 10
PATHS_OVER ?= 10
PATHS_DIR  = $(FPGA_DIR)/$(BOARD)$(if $(filter command line,$(origin UNIT)),-unit-$(UNIT))

.PHONY: fpga-paths vppaths-test
fpga-paths: $(BUILD)/bin/vppaths
	@scripts/deps.sh fpga
	fpga/flow.sh --synth-only --out $(PATHS_DIR) $(if $(filter command line,$(origin UNIT)),--unit $(UNIT)) $(BOARD)
	@$(BUILD)/bin/vppaths -n $(PATHS_TOP) --over $(PATHS_OVER) $(if $(PATHS_TO),--to '$(PATHS_TO)') $(PATHS_DIR)/vp.blif | tee $(PATHS_DIR)/paths.txt

vppaths-test: $(BUILD)/bin/vppaths
	@scripts/deps.sh synth
	@tb/fpga/vppaths_test.sh $(BUILD)/bin/vppaths $(BUILD)/paths-test
