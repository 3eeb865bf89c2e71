# FPGA build (docs/fpga.md "Building the bitstream", docs/synth.md):
# fpga/flow.sh runs Yosys synth_ecp5 -> nextpnr-ecp5 -> ecppack on
# fpga/rtl/vp_board_top.v for one board and writes fpga/REPORT.md with the
# utilisation and the achieved Fmax of the engine clock.
#
#   make fpga BOARD=ulx3s        the whole flow (long: tens of minutes)
#   make fpga-dry BOARD=ulx3s    board data checked, the commands printed
#   make fpga-unit BOARD=ulx3s UNIT=vu|sfu  one unit alone, timing only
#   make fpga-flow-check         every board's data through --dry-run, and
#                                faulty board data refused (no tools; in make test)
#   make fpga-retry-check        the router1 watchdog with a stand-in nextpnr
#                                (no tools; in make test)
#   make fpga-numbers-check      the README's board table quotes each board's
#                                checked-in report (no tools; in make test)

BOARD    ?= ulx3s
FPGA_DIR := $(BUILD)/fpga

.PHONY: fpga fpga-dry fpga-flow-check fpga-report-check

fpga:
	@scripts/deps.sh fpga
	fpga/flow.sh --out $(FPGA_DIR)/$(BOARD) $(BOARD)

fpga-dry:
	@fpga/flow.sh --dry-run --out $(FPGA_DIR)/$(BOARD) $(BOARD)

# Every fpga/boards/*/board.mk must pass --dry-run with the ULX3S's nextpnr
# flags as the board data says; copies of the ULX3S data with one fault each
# must be refused (tb/fpga/flow_check.sh)
fpga-flow-check:
	@tb/fpga/flow_check.sh $(FPGA_DIR)/flow-check


# fpga/flow.sh's report and verdict on made-up run directories (no tools
# run): a routed run that misses the board's clock must fail the build
fpga-report-check:
	@tb/fpga/report_check.sh $(FPGA_DIR)/report-check

# fpga/flow.sh's router1 watchdog (a stalled route placed again with the
# next seed) with a stand-in nextpnr (tb/fpga/fake_nextpnr.sh; no tools)
.PHONY: fpga-retry-check
fpga-retry-check:
	@tb/fpga/retry_check.sh $(FPGA_DIR)/retry-check

# the README's board table against each board's checked-in report (no tools)
.PHONY: fpga-numbers-check
fpga-numbers-check:
	@tb/fpga/numbers_check.sh README.md

# one unit alone (timing only: where a unit's own Fmax lies):
# a row of fpga/REPORT.md's "Units alone" table
UNIT ?= sfu
.PHONY: fpga-unit
fpga-unit:
	@scripts/deps.sh fpga
	fpga/flow.sh --unit $(UNIT) $(BOARD)
