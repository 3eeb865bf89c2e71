# Checked outputs of the example programs (part of `make test`).
#
# Every programs/**/NAME.in is a vpsim input stream (docs/vpsim.md) for the
# program NAME.vp or NAME.vsp beside it; NAME.expected is what the C golden
# model printed for it (vpsim's output), checked in. A line
# `# vpsim-args: --trace` in the .in runs vpsim with those options (for
# fragments whose results are only in temporaries or in the control flow).
#
#   make programs-expected           re-run vpsim on every .in, compare with
#                                    .expected byte for byte
#   make programs-expected-update    rewrite the .expected files (review the
#                                    diff: it is a change of the model's output)
#
# PROGRAMS_DIR (default programs) selects the tree (scripts/programs_expected.sh).

PROGRAMS_DIR  ?= programs
PROGRAMS_WORK ?= $(BUILD)/programs-expected
PROG_VPSIM    := $(BUILD)/bin/vpsim

.PHONY: programs-expected programs-expected-update

programs-expected: $(PROG_VPSIM)
	@scripts/programs_expected.sh check $(PROG_VPSIM) $(PROGRAMS_DIR) $(PROGRAMS_WORK)

programs-expected-update: $(PROG_VPSIM)
	@scripts/programs_expected.sh update $(PROG_VPSIM) $(PROGRAMS_DIR) $(PROGRAMS_WORK)
