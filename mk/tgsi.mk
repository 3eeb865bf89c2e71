# TGSI token streams (docs/tgsi.md): command-line checks (part of `make test`).
# The library itself is tested by tb/unit/test_tgsi.c (make unit).
#
#   make tgsi-cli   for every program in programs/: vpasm --emit=tgsi, then
#                   vpasm --from=tgsi gives the same image and re-emits the
#                   same stream, vpdis prints the stream; plus --help texts,
#                   hex-text input (errors at FILE:LINE:COL), a truncated
#                   stream (exit 1, "token N"),
#                   a newer minor version (exit 3, listing only)
#                   (tb/cli/tgsi_cli.sh).

TGSI_CLI_DIR := $(BUILD)/tgsi-cli
TGSI_VPASM := $(BUILD)/bin/vpasm
TGSI_VPDIS := $(BUILD)/bin/vpdis

.PHONY: tgsi-cli
tgsi-cli: $(TGSI_VPASM) $(TGSI_VPDIS)
	@tb/cli/tgsi_cli.sh $(TGSI_VPASM) $(TGSI_VPDIS) $(TGSI_CLI_DIR)
