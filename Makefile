# Vertex engine: top-level build. `make help` lists the targets.
#
# Layout of the C side: cmodel/*.c is one library (libvp: microcode,
# assembler, disassembler, numerics, model); every tools/*.c is a program
# linked against it; every tb/unit/test_*.c is a unit test program.
# Areas add their own rules in mk/*.mk.

SHELL   := /bin/bash
CC      ?= gcc
BUILD   ?= build
SHARED  ?= ../shared
CORPUS  ?= $(SHARED)/corpus
SPEC    ?= $(SHARED)/spec

WARN    := -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Wformat=2 -Wvla -Wconversion -Wno-sign-conversion
CFLAGS  ?= -O2 -g
ALL_CFLAGS = -std=c11 -D_POSIX_C_SOURCE=200809L $(WARN) -Werror $(CFLAGS) -Icmodel -Itb/lib -I$(BUILD)/gen
LDLIBS  := -lm

LIB_SRCS   := $(filter-out cmodel/%_main.c,$(wildcard cmodel/*.c))
LIB_OBJS   := $(LIB_SRCS:%.c=$(BUILD)/obj/%.o)
LIB        := $(BUILD)/libvp.a
TOOL_SRCS  := $(filter-out tools/ucgen.c,$(wildcard tools/*.c))
TOOLS      := $(TOOL_SRCS:tools/%.c=$(BUILD)/bin/%)
UNIT_SRCS  := $(wildcard tb/unit/test_*.c)
TBLIB_OBJS := $(patsubst %.c,$(BUILD)/obj/%.o,$(wildcard tb/lib/*.c))
UNITS      := $(UNIT_SRCS:tb/unit/%.c=$(BUILD)/test/%)

# the core's simulation checks (tb/rtl), bound into the engine by the
# Verilator benches or instantiated by tb_engine_iv.v (Icarus)
SIM_CHECKS := $(wildcard tb/rtl/vp_checks_bind.v tb/rtl/vp_*_checks.v)

GEN_C   := cmodel/ucode_fields.h
GEN_V   := rtl/ucode_fields.vh
GEN_MD  := docs/microcode.md
UCGEN   := $(BUILD)/bin/ucgen

.PHONY: all tools test unit check-gen gen lint help clean demo regress bench fuzz
.DEFAULT_GOAL := all

all: tools

help:
	@echo "make                  build the tools (vpasm, vpdis, vpsim, vphost, ...) into $(BUILD)/bin"
	@echo "make demo             the main job: lit-morph through the RTL and the C model, pictures (docs/demo.md)"
	@echo "make test             everything CI runs, in the order of mk/test.mk; ends with 'make test: N passed, M failed'"
	@echo "make mutants [MUTANT=list:k]   every mutant of tb/mutants/*.txt must be caught by its check (tb/mutants/README.md)"
	@echo "make sim PROG=p.vp [IN=p.in] [THREADS=n] [WAVES=1]   one program on the RTL in lock step (docs/sim.md)"
	@echo "make rtl-cosim        every program and test on the RTL at several thread counts and as the boards' engine"
	@echo "make regress SEED=s COUNT=n [THREADS=t|board]   random programs on the RTL (docs/regress.md)"
	@echo "make coverage SEED=s COUNT=n   functional and line/toggle coverage (docs/coverage.md)"
	@echo "make bench            cycles and model speed, written to docs/bench.md"
	@echo "make accuracy         the SFU against libm over all 2^32 inputs"
	@echo "make synth            Yosys reports per unit (synth/REPORT.md); make synth-check: area baseline"
	@echo "make fpga BOARD=b     bitstream and timing report for a board: $$(ls fpga/boards | tr '\n' ' ')(docs/fpga.md)"
	@echo "make fpga-host-test   vphost against the simulated board over a pseudo-terminal"
	@echo "make gen / check-gen  regenerate / check the files derived from tools/ucode.def"
	@echo "make lint             clang-tidy and cppcheck on the C code"
	@echo "make fuzz             fuzz the assembler and decoder (FUZZ_SECONDS=$(FUZZ_SECONDS))"
	@echo "README.md has every target"

tools: $(TOOLS)

$(BUILD)/obj/%.o: %.c | gen-headers
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -MMD -MP -c $< -o $@

$(LIB): $(LIB_OBJS)
	@rm -f $@
	ar rcs $@ $^

$(BUILD)/bin/%: $(BUILD)/obj/tools/%.o $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $< $(LIB) $(LDLIBS) -o $@

$(BUILD)/test/%: $(BUILD)/obj/tb/unit/%.o $(TBLIB_OBJS) $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $< $(TBLIB_OBJS) $(LIB) $(LDLIBS) -o $@

# ---- generated files (checked in; check-gen proves they are current) ----
$(UCGEN): tools/ucgen.c cmodel/vpwrite.c cmodel/vpwrite.h
	@mkdir -p $(dir $@)
	$(CC) -std=c11 $(WARN) -Werror -O2 -Icmodel tools/ucgen.c cmodel/vpwrite.c -o $@

.PHONY: gen-headers
gen-headers: ;

gen: $(UCGEN)
	$(UCGEN) tools/ucode.def --c $(GEN_C) --v $(GEN_V) --md $(GEN_MD)

check-gen: $(UCGEN)
	@rm -rf $(BUILD)/checkgen && mkdir -p $(BUILD)/checkgen && cp $(GEN_MD) $(BUILD)/checkgen/microcode.md
	@$(UCGEN) tools/ucode.def --c $(BUILD)/checkgen/ucode_fields.h --v $(BUILD)/checkgen/ucode_fields.vh --md $(BUILD)/checkgen/microcode.md
	@scripts/check_generated.sh check-gen "make gen" $(GEN_C):$(BUILD)/checkgen/ucode_fields.h \
	  $(GEN_V):$(BUILD)/checkgen/ucode_fields.vh $(GEN_MD):$(BUILD)/checkgen/microcode.md

# ---- tests (the whole list: mk/test.mk) ----
unit: $(UNITS)
	@fail=; for t in $(UNITS); do echo "== $$t"; $$t || fail="$$fail $$(basename $$t)"; done; \
	if [ -n "$$fail" ]; then echo "unit: FAIL:$$fail"; exit 1; fi; \
	echo "unit: $(words $(UNITS)) unit tests passed$(if $(filter %/asan,$(BUILD)), (AddressSanitizer and UBSan))"

export VP_CORPUS ?= $(CORPUS)
export VP_ORACLE ?= $(SHARED)/oracle

# The same unit tests built with AddressSanitizer and UndefinedBehaviorSanitizer.
SAN_FLAGS := -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
unit-asan:
	@$(MAKE) --no-print-directory BUILD=$(BUILD)/asan CFLAGS="$(SAN_FLAGS)" LDLIBS="-lm -fsanitize=address,undefined" unit

deps-%:
	@scripts/deps.sh $*

clean:
	rm -rf $(BUILD)

.SECONDARY:

include mk/boards.def
-include mk/*.mk
-include $(shell find $(BUILD)/obj -name '*.d' 2>/dev/null)

# ---- lint: clang-tidy (.clang-tidy) and cppcheck on all C sources ----
LINT_C := $(wildcard cmodel/*.c tools/*.c)
lint: deps-lint
	@echo "cppcheck: $(words $(LINT_C)) files"
	@cppcheck --quiet --std=c11 --enable=warning,performance,portability --inline-suppr --error-exitcode=1 -Icmodel $(LINT_C)
	@echo "clang-tidy: $(words $(LINT_C)) files"
	@clang-tidy --quiet $(LINT_C) -- -std=c11 -D_POSIX_C_SOURCE=200809L -Icmodel 2>&1 | grep -v "warnings generated" | { ! grep -E "error|warning"; }
	@echo "lint: cppcheck and clang-tidy clean ($(words $(LINT_C)) C files)"

# ---- demo: lit-morph on the meshes through the RTL and the C model ----
# demo-model (mk/demo.mk) assembles the paper's lit-morph program, makes the
# cube and sphere meshes and renders the C model's output at four blend
# factors; demo-rtl (mk/demo.mk) then runs every blend through the
# Verilated RTL of the FPGA boards' engine in lock step with the C model:
# every instruction and every output vertex compared bit for bit, so the
# pictures are the RTL's pictures too, and the cycles are those of the
# engine whose Fmax fpga/REPORT.md records.
demo: deps-build deps-sim demo-model
	@$(MAKE) --no-print-directory demo-rtl
	@$(MAKE) --no-print-directory demo-boards

# ---- benchmarks (never part of make test): mk/bench.mk ----
