# Numerics (docs/numerics.md): SFU table generation, stale check, accuracy.
#
#   make sfu-tables        regenerate cmodel/sfu_tables.h and rtl/sfu_tables/*.hex
#   make check-sfu-tables  fail if the checked-in tables differ (part of make test)
#   make accuracy          the hardware's approximations against libm over every
#                          float of the spec's domains, written into
#                          docs/numerics.md section 6 (a minute; not in make test)
#   make accuracy-quick    the same sampled, printed only (a second)
#
# tools/sfugen.c is an ordinary tool (build/bin/sfugen), linked like every
# tool but using nothing from libvp; it holds the ROM contents as data.

SFUGEN       := $(BUILD)/bin/sfugen
SFU_TABLES_H := cmodel/sfu_tables.h
SFU_HEX_DIR  := rtl/sfu_tables
SFU_CHECK    := $(BUILD)/sfu_check

.PHONY: sfu-tables check-sfu-tables accuracy accuracy-quick

sfu-tables: $(SFUGEN)
	@mkdir -p $(SFU_HEX_DIR)
	$(SFUGEN) --c $(SFU_TABLES_H) --hex $(SFU_HEX_DIR)

check-sfu-tables: $(SFUGEN)
	@rm -rf $(SFU_CHECK) && mkdir -p $(SFU_CHECK)/hex
	@$(SFUGEN) --c $(SFU_CHECK)/sfu_tables.h --hex $(SFU_CHECK)/hex
	@scripts/check_generated.sh check-sfu-tables "make sfu-tables" $(SFU_TABLES_H):$(SFU_CHECK)/sfu_tables.h --dir $(SFU_HEX_DIR) $(SFU_CHECK)/hex

accuracy: $(BUILD)/bin/accuracy
	@scripts/doc_section.sh docs/numerics.md accuracy $(BUILD)/bin/accuracy --full

accuracy-quick: $(BUILD)/bin/accuracy
	$(BUILD)/bin/accuracy

# The reference vectors (../shared/oracle) through the C library: test_oracle
# runs in `make unit`; `make oracle-test` runs it alone, one line per file.
# The mutants of tb/mutants/c_numerics.txt (make mutants) must each make it fail.
.PHONY: oracle-test
oracle-test: $(BUILD)/test/test_oracle
	@$(BUILD)/test/test_oracle --verbose

# vpsim's --gpu: an unknown value and a !!VP2.0 program on NV20 are refused
# with their messages and exit codes; NV20 runs a VP1.1 program.
.PHONY: vpsim-gpu-cli
vpsim-gpu-cli: $(BUILD)/bin/vpsim
	@scripts/vpsim_gpu_cli.sh $(BUILD)/bin/vpsim $(BUILD)/vpsim-gpu-cli
