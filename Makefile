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

GEN_C   := cmodel/ucode_fields.h
GEN_V   := rtl/ucode_fields.vh
GEN_MD  := docs/microcode.md
UCGEN   := $(BUILD)/bin/ucgen

.PHONY: all tools test unit check-gen check-gen-selftest gen lint help clean demo regress bench fuzz
.DEFAULT_GOAL := all

all: tools

help:
	@echo "make                  build the tools (vpasm, vpdis, vpsim, vphost, ...) into $(BUILD)/bin"
	@echo "make demo             the main job: lit-morph through the RTL and the C model, pictures (docs/demo.md)"
	@echo "make test             everything CI runs (README)"
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
$(UCGEN): tools/ucgen.c
	@mkdir -p $(dir $@)
	$(CC) -std=c11 $(WARN) -Werror -O2 $< -o $@

.PHONY: gen-headers
gen-headers: ;

gen: $(UCGEN)
	$(UCGEN) tools/ucode.def --c $(GEN_C) --v $(GEN_V) --md $(GEN_MD)

check-gen: $(UCGEN)
	@rm -rf $(BUILD)/checkgen && mkdir -p $(BUILD)/checkgen
	@cp $(GEN_MD) $(BUILD)/checkgen/microcode.md
	@$(UCGEN) tools/ucode.def --c $(BUILD)/checkgen/ucode_fields.h --v $(BUILD)/checkgen/ucode_fields.vh --md $(BUILD)/checkgen/microcode.md
	@ok=1; for p in "$(GEN_C) ucode_fields.h" "$(GEN_V) ucode_fields.vh" "$(GEN_MD) microcode.md"; do \
	  set -- $$p; if ! cmp -s $$1 $(BUILD)/checkgen/$$2; then echo "check-gen: $$1 is stale: run 'make gen' and commit"; ok=0; fi; done; \
	  [ $$ok = 1 ] && echo "check-gen: generated files are current"

# ---- tests ----
unit: $(UNITS)
	@fail=0; for t in $(UNITS); do echo "== $$t"; $$t || fail=1; done; [ $$fail = 0 ]

export VP_CORPUS ?= $(CORPUS)
export VP_ORACLE ?= $(SHARED)/oracle

# A definition the generator must refuse, and a changed definition that
# check-gen must notice: proves both checks can fail.
check-gen-selftest: $(UCGEN)
	@d=$(BUILD)/gen-selftest; rm -rf $$d; mkdir -p $$d; \
	sed 's/^field ENV     1   2 /field ENV     1   3 /' tools/ucode.def > $$d/overlap.def; \
	if $(UCGEN) $$d/overlap.def --c $$d/o.h 2>$$d/err; then echo "check-gen-selftest: FAIL: overlapping fields accepted"; exit 1; fi; \
	grep -q overlaps $$d/err || { echo "check-gen-selftest: FAIL: wrong message: $$(cat $$d/err)"; exit 1; }; \
	sed 's/^enum VOP 1  MOV  move/enum VOP 1  MOV  copy/' tools/ucode.def > $$d/changed.def; \
	$(UCGEN) $$d/changed.def --c $$d/c.h --v $$d/c.vh; \
	if cmp -s $$d/c.h $(GEN_C); then echo "check-gen-selftest: FAIL: a changed definition gives the same header"; exit 1; fi; \
	echo "check-gen-selftest: overlap refused, change detected"

# The same unit tests built with AddressSanitizer and UndefinedBehaviorSanitizer.
SAN_FLAGS := -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
unit-asan:
	@$(MAKE) --no-print-directory BUILD=$(BUILD)/asan CFLAGS="$(SAN_FLAGS)" LDLIBS="-lm -fsanitize=address,undefined" unit

TEST_STEPS := deps-build check-gen check-gen-selftest unit unit-asan
# Steps that build nothing another step uses (their own tools and
# directories) and spend minutes on one core: make test runs them beside
# TEST_STEPS, on the second core of a 2-core CI machine, and prints their
# output after TEST_STEPS'. The package checks and the C library and tools
# (which both sides link) are made first (TEST_FIRST), so that only one
# make installs or builds anything they share.
TEST_BG_STEPS := lint
TEST_FIRST := deps-build deps-sim deps-lint deps-synth tools

deps-%:
	@scripts/deps.sh $*

test:
	@$(MAKE) --no-print-directory $(TEST_FIRST)
	@bg=$(BUILD)/test-beside; mkdir -p $(BUILD); rm -f $$bg.log $$bg.rc; t0=$$(date +%s); \
	( $(MAKE) --no-print-directory $(TEST_BG_STEPS) > $$bg.log 2>&1; echo $$? > $$bg.rc ) & \
	$(MAKE) --no-print-directory $(TEST_STEPS); rc=$$?; wait; \
	echo "make test: the steps run beside the others ($(strip $(TEST_BG_STEPS))):"; cat $$bg.log; \
	bgrc=$$(cat $$bg.rc 2>/dev/null || echo 1); \
	if [ $$rc != 0 ] || [ $$bgrc != 0 ]; then echo "make test: FAILED ($$(( $$(date +%s) - t0 )) s)"; exit 1; fi; \
	echo "make test: all steps passed ($$(( $$(date +%s) - t0 )) s)"

# The recipe's known-bad cases: a failing step beside the others, or among
# them, must fail make test (a stand-in step that fails, in a BUILD of
# its own so that the real run's files are left alone)
.PHONY: test-harness-check test-harness-pass test-harness-fail
test-harness-pass:
	@true
test-harness-fail:
	@echo "test-harness-fail: a step that fails"; exit 1
test-harness-check:
	@d=$(BUILD)/test-harness; rm -rf $$d; mkdir -p $$d; \
	for side in among beside; do \
	  if [ $$side = among ]; then f=TEST_STEPS; p=TEST_BG_STEPS; else f=TEST_BG_STEPS; p=TEST_STEPS; fi; \
	  if $(MAKE) --no-print-directory test BUILD=$$d TEST_FIRST=deps-build $$f=test-harness-fail $$p=test-harness-pass \
	       > $$d/$$side.log 2>&1 || ! grep -q '^make test: FAILED' $$d/$$side.log; then \
	    cat $$d/$$side.log; echo "test-harness-check: FAIL: make test passed with a failing step $$side the others"; exit 1; fi; \
	done; \
	$(MAKE) --no-print-directory test BUILD=$$d TEST_FIRST=deps-build TEST_STEPS=test-harness-pass TEST_BG_STEPS=test-harness-pass \
	  > $$d/pass.log 2>&1 || { cat $$d/pass.log; echo "test-harness-check: FAIL: make test failed with passing steps"; exit 1; }; \
	echo "test-harness-check: a failing step among or beside the others fails make test; passing ones pass"

TEST_STEPS += test-harness-check

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
	@echo "lint: clean"

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

# ---- benchmarks (never part of make test): mk/bench.mk ----
