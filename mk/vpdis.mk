# vpdis: command-line round trip over programs/ (part of `make test`).
# For every *.vp / *.vsp that assembles: vpasm -> .hex and .bin -> vpdis
# (plain, and with --words from the .bin) -> vpasm -> the same .hex
# (tb/cli/vpdis_cli.sh).

VPDIS_CLI_DIR := $(BUILD)/vpdis-cli

.PHONY: vpdis-cli
vpdis-cli: $(BUILD)/bin/vpasm $(BUILD)/bin/vpdis
	@tb/cli/vpdis_cli.sh $(BUILD)/bin/vpasm $(BUILD)/bin/vpdis $(VPDIS_CLI_DIR)
