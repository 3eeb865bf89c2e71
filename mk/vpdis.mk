# vpdis: command-line round trip over programs/ (part of `make test`).
# For every *.vp / *.vsp that assembles: vpasm -> .hex and .bin -> vpdis
# (plain, and with --words from the .bin) -> vpasm -> the same .hex.

VPDIS_CLI_DIR := $(BUILD)/vpdis-cli

.PHONY: vpdis-cli
vpdis-cli: $(BUILD)/bin/vpasm $(BUILD)/bin/vpdis
	@rm -rf $(VPDIS_CLI_DIR) && mkdir -p $(VPDIS_CLI_DIR)
	@d=$(VPDIS_CLI_DIR); n=0; skip=0; bad=0; \
	while IFS= read -r f; do \
	  if ! $(BUILD)/bin/vpasm --hex $$d/a.hex --bin $$d/a.bin "$$f" >/dev/null 2>&1; then skip=$$((skip+1)); continue; fi; \
	  n=$$((n+1)); ok=1; \
	  $(BUILD)/bin/vpdis $$d/a.hex > $$d/t.vp && $(BUILD)/bin/vpasm --hex $$d/t.hex $$d/t.vp && cmp -s $$d/a.hex $$d/t.hex || ok=0; \
	  $(BUILD)/bin/vpdis --words $$d/a.bin > $$d/w.vp && $(BUILD)/bin/vpasm --hex $$d/w.hex $$d/w.vp && cmp -s $$d/a.hex $$d/w.hex || ok=0; \
	  if [ $$ok = 0 ]; then bad=$$((bad+1)); echo "vpdis-cli: FAIL $$f (see $$d)"; break; fi; \
	done < <(find programs -type f \( -name '*.vp' -o -name '*.vsp' \) | sort); \
	echo "vpdis-cli: $$n programs round-trip through vpasm/vpdis ($$skip do not assemble)"; [ $$bad = 0 ]

TEST_STEPS += vpdis-cli
