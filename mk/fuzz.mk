# Fuzzing (tb/fuzz): the assembler on arbitrary bytes (fuzz_asm) and image
# reading + program check + disassembler on arbitrary bytes (fuzz_image),
# under AddressSanitizer and UndefinedBehaviorSanitizer.
#
#   make fuzz                 libFuzzer (clang), FUZZ_SECONDS per target (60)
#   make fuzz-short           20 s per target, part of `make test`: libFuzzer
#                             when clang has it, else the gcc fallback driver
#   make fuzz FUZZ_ENGINE=gcc the gcc fallback driver (tb/fuzz/driver.c)
#   make fuzz-repro F=FILE T=asm|image   run one input (e.g. a kept crash)
#   make fuzz-selftest        the engine must find the planted bug of
#                             tb/fuzz/fuzz_selftest.c (run by fuzz-short)
#
# Nothing is installed here: without clang's libFuzzer `make fuzz` prints
# the apt-get line (also `scripts/deps.sh fuzz`) and fails. Seeds are read
# in place from programs/, $(CORPUS) and tb/asm (the program part of each
# case); images are made from them with vpasm. New inputs go to
# $(BUILD)/fuzz/corpus-*; a crashing input is kept in $(BUILD)/fuzz/crashes/
# and the run fails. The log of each run is $(BUILD)/fuzz/<target>.log.

FUZZ_SECONDS ?= 60
FUZZ_SHORT_SECONDS ?= 20
FUZZ_ENGINE ?= auto
FUZZ_CLANG ?= clang
FUZZ_GCC ?= gcc
FUZZ_DIR := $(BUILD)/fuzz
FUZZ_TARGETS := asm image
FUZZ_APT := apt-get update && apt-get install -y clang libclang-rt-14-dev

FUZZ_HAVE_VPDIS := $(if $(wildcard cmodel/vpdis.h),-DHAVE_VPDIS,)
FUZZ_COMMON := -std=c11 -D_POSIX_C_SOURCE=200809L -g -O1 -fno-omit-frame-pointer -Icmodel -I$(BUILD)/gen $(FUZZ_HAVE_VPDIS)
FUZZ_SAN := -fsanitize=address,undefined -fno-sanitize-recover=all
FUZZ_LIB_SRCS := $(LIB_SRCS)

# ---- libFuzzer build (clang) ----
FZL := $(FUZZ_DIR)/libfuzzer
$(FZL)/obj/cmodel/%.o: cmodel/%.c
	@mkdir -p $(dir $@)
	$(FUZZ_CLANG) $(FUZZ_COMMON) $(FUZZ_SAN) -fsanitize=fuzzer-no-link -w -MMD -MP -c $< -o $@
$(FZL)/obj/tb/fuzz/%.o: tb/fuzz/%.c
	@mkdir -p $(dir $@)
	$(FUZZ_CLANG) $(FUZZ_COMMON) $(FUZZ_SAN) -fsanitize=fuzzer-no-link $(WARN) -Werror -MMD -MP -c $< -o $@
$(FZL)/fuzz_%: $(FZL)/obj/tb/fuzz/fuzz_%.o $(FUZZ_LIB_SRCS:%.c=$(FZL)/obj/%.o)
	$(FUZZ_CLANG) $(FUZZ_SAN) -fsanitize=fuzzer $^ -lm -o $@

# ---- gcc fallback build: driver.c is the engine; the code under test is
#      instrumented with -fsanitize-coverage=trace-pc for its edge map ----
FZG := $(FUZZ_DIR)/gcc
$(FZG)/obj/cmodel/%.o: cmodel/%.c
	@mkdir -p $(dir $@)
	$(FUZZ_GCC) $(FUZZ_COMMON) $(FUZZ_SAN) -fsanitize-coverage=trace-pc -w -MMD -MP -c $< -o $@
$(FZG)/obj/tb/fuzz/driver.o: tb/fuzz/driver.c
	@mkdir -p $(dir $@)
	$(FUZZ_GCC) $(FUZZ_COMMON) $(FUZZ_SAN) $(WARN) -Werror -MMD -MP -c $< -o $@
$(FZG)/obj/tb/fuzz/fuzz_%.o: tb/fuzz/fuzz_%.c
	@mkdir -p $(dir $@)
	$(FUZZ_GCC) $(FUZZ_COMMON) $(FUZZ_SAN) -fsanitize-coverage=trace-pc $(WARN) -Werror -MMD -MP -c $< -o $@
$(FZG)/fuzz_%: $(FZG)/obj/tb/fuzz/fuzz_%.o $(FZG)/obj/tb/fuzz/driver.o $(FUZZ_LIB_SRCS:%.c=$(FZG)/obj/%.o)
	$(FUZZ_GCC) $(FUZZ_SAN) $^ -lm -o $@

-include $(shell find $(FUZZ_DIR) -name '*.d' 2>/dev/null)

# ---- seeds: program text of every case in tb/asm, images of everything that assembles ----
FUZZ_SEED_ASM := $(FUZZ_DIR)/seeds-asm
FUZZ_SEED_IMG := $(FUZZ_DIR)/seeds-image
FUZZ_TEXT_DIRS := programs $(wildcard $(CORPUS))

.PHONY: fuzz-seeds
fuzz-seeds: $(BUILD)/bin/vpasm
	@rm -rf $(FUZZ_SEED_ASM) $(FUZZ_SEED_IMG); mkdir -p $(FUZZ_SEED_ASM) $(FUZZ_SEED_IMG)
	@for f in $$(find tb/asm -name '*.t' | sort); do \
	  sed '1,/^---$$/d' "$$f" > $(FUZZ_SEED_ASM)/$$(basename $$(dirname $$f))_$$(basename $$f .t).vp; done
	@n=0; for f in $$(find $(FUZZ_TEXT_DIRS) $(FUZZ_SEED_ASM) -type f \( -name '*.vp' -o -name '*.vsp' \) 2>/dev/null | sort); do \
	  n=$$((n+1)); $(BUILD)/bin/vpasm --hex $(FUZZ_SEED_IMG)/$$n.hex --bin $(FUZZ_SEED_IMG)/$$n.bin "$$f" >/dev/null 2>&1 || true; done; \
	echo "fuzz-seeds: $$(ls $(FUZZ_SEED_ASM) | wc -l) case programs, $$(ls $(FUZZ_SEED_IMG) | wc -l) images"

FUZZ_CORPUS_asm := $(FUZZ_SEED_ASM) $(FUZZ_TEXT_DIRS)
FUZZ_CORPUS_image := $(FUZZ_SEED_IMG)
FUZZ_DICT_asm := tb/fuzz/vpasm.dict
FUZZ_DICT_image := tb/fuzz/image.dict

# Is clang's libFuzzer usable? (prints yes or no; compiles a 1-line target)
fuzz_have_libfuzzer = $(shell mkdir -p $(FUZZ_DIR); printf 'int LLVMFuzzerTestOneInput(const unsigned char *d, unsigned long n){(void)d;(void)n;return 0;}\n' > $(FUZZ_DIR)/probe.c 2>/dev/null; \
  $(FUZZ_CLANG) -fsanitize=fuzzer,address $(FUZZ_DIR)/probe.c -o $(FUZZ_DIR)/probe >/dev/null 2>&1 && echo yes || echo no)

# $(call fuzz_run,ENGINE-DIR,ENGINE-NAME,SECONDS,LABEL)
define fuzz_run
	@mkdir -p $(FUZZ_DIR)/crashes; fail=0; \
	for t in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ_DIR)/corpus-$$t; \
	  case $$t in asm) seeds="$(FUZZ_CORPUS_asm)"; dict=$(FUZZ_DICT_asm);; image) seeds="$(FUZZ_CORPUS_image)"; dict=$(FUZZ_DICT_image);; \
	    tgsi) seeds="$(FUZZ_CORPUS_tgsi)"; dict=$(FUZZ_DICT_tgsi);; esac; \
	  before=$$(ls $(FUZZ_DIR)/crashes | wc -l); \
	  ASAN_OPTIONS=abort_on_error=1:detect_leaks=1 UBSAN_OPTIONS=abort_on_error=1:print_stacktrace=1 \
	  $(1)/fuzz_$$t -max_total_time=$(3) -max_len=16384 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
	    -dict=$$dict -artifact_prefix=$(FUZZ_DIR)/crashes/$$t- $(FUZZ_DIR)/corpus-$$t $$seeds > $(FUZZ_DIR)/$$t.log 2>&1; rc=$$?; \
	  execs=$$(sed -n 's/^stat::number_of_executed_units: *//p' $(FUZZ_DIR)/$$t.log | tail -1); \
	  crashes=$$(( $$(ls $(FUZZ_DIR)/crashes | wc -l) - before )); \
	  if [ $$rc != 0 ] && [ $$crashes = 0 ]; then crashes=1; fi; \
	  echo "$(4)[$(2)] fuzz_$$t: $${execs:-?} execs in $(3) s, crashes = $$crashes (log $(FUZZ_DIR)/$$t.log)"; \
	  if [ $$crashes != 0 ]; then fail=1; grep -E 'ERROR|FUZZ CHECK|runtime error|SUMMARY|input written|Test unit written|==driver==' $(FUZZ_DIR)/$$t.log | head -20; \
	    ls -t $(FUZZ_DIR)/crashes | head -3 | sed 's|^|  kept: $(FUZZ_DIR)/crashes/|'; fi; \
	done; [ $$fail = 0 ]
endef

.PHONY: fuzz fuzz-short fuzz-libfuzzer-run fuzz-gcc-run fuzz-check-clang fuzz-repro fuzz-selftest fuzz-selftest-run

fuzz-check-clang:
	@mkdir -p $(FUZZ_DIR)
	@if [ "$(fuzz_have_libfuzzer)" != yes ]; then \
	  echo "make fuzz: clang with libFuzzer (-fsanitize=fuzzer) is not installed."; \
	  echo "  install it with:  $(FUZZ_APT)   (as root; or: scripts/deps.sh fuzz)"; \
	  echo "  or run the gcc fallback engine:  make fuzz FUZZ_ENGINE=gcc"; exit 1; fi

fuzz-libfuzzer-run: $(FUZZ_TARGETS:%=$(FZL)/fuzz_%) fuzz-seeds
	$(call fuzz_run,$(FZL),libFuzzer,$(FUZZ_RUN_SECONDS),$(FUZZ_LABEL))

fuzz-gcc-run: $(FUZZ_TARGETS:%=$(FZG)/fuzz_%) fuzz-seeds
	$(call fuzz_run,$(FZG),gcc-driver,$(FUZZ_RUN_SECONDS),$(FUZZ_LABEL))

ifeq ($(FUZZ_ENGINE),gcc)
fuzz:
	@$(MAKE) --no-print-directory fuzz-gcc-run FUZZ_RUN_SECONDS=$(FUZZ_SECONDS) FUZZ_LABEL=fuzz
else
fuzz: fuzz-check-clang
	@$(MAKE) --no-print-directory fuzz-libfuzzer-run FUZZ_RUN_SECONDS=$(FUZZ_SECONDS) FUZZ_LABEL=fuzz
endif

# In `make test`: libFuzzer when available, else the gcc driver; never installs.
fuzz-short:
	@mkdir -p $(FUZZ_DIR)
	@if [ "$(FUZZ_ENGINE)" != gcc ] && [ "$(fuzz_have_libfuzzer)" = yes ]; then \
	  echo "fuzz-short: engine libFuzzer (clang), $(FUZZ_SHORT_SECONDS) s per target"; \
	  $(MAKE) --no-print-directory fuzz-selftest FUZZ_ENGINE=libfuzzer && \
	  $(MAKE) --no-print-directory fuzz-libfuzzer-run FUZZ_RUN_SECONDS=$(FUZZ_SHORT_SECONDS) FUZZ_LABEL=fuzz-short; \
	else \
	  if [ "$(FUZZ_ENGINE)" = gcc ]; then why="FUZZ_ENGINE=gcc"; else why="clang's libFuzzer not found; for it: $(FUZZ_APT)"; fi; \
	  echo "fuzz-short: engine gcc fallback driver (tb/fuzz/driver.c; $$why), $(FUZZ_SHORT_SECONDS) s per target"; \
	  $(MAKE) --no-print-directory fuzz-selftest FUZZ_ENGINE=gcc && \
	  $(MAKE) --no-print-directory fuzz-gcc-run FUZZ_RUN_SECONDS=$(FUZZ_SHORT_SECONDS) FUZZ_LABEL=fuzz-short; \
	fi

# The pipeline can fail: the engine must find the planted bug of
# tb/fuzz/fuzz_selftest.c, exit non-zero and keep the input.
fuzz-selftest:
	@mkdir -p $(FUZZ_DIR)
	@if [ "$(FUZZ_ENGINE)" != gcc ] && [ "$(fuzz_have_libfuzzer)" = yes ]; then \
	  $(MAKE) --no-print-directory fuzz-selftest-run FUZZ_SELF_BIN=$(FZL)/fuzz_selftest FUZZ_SELF_ENGINE=libFuzzer; \
	else $(MAKE) --no-print-directory fuzz-selftest-run FUZZ_SELF_BIN=$(FZG)/fuzz_selftest FUZZ_SELF_ENGINE=gcc-driver; fi

fuzz-selftest-run: $(FUZZ_SELF_BIN)
	@d=$(FUZZ_DIR)/selftest; rm -rf $$d; mkdir -p $$d/seed $$d/corpus $$d/crashes; printf '!!' > $$d/seed/s; \
	if { $(FUZZ_SELF_BIN) -max_total_time=60 -seed=1 -artifact_prefix=$$d/crashes/ $$d/corpus $$d/seed > $$d/log 2>&1; } 2>/dev/null; then \
	  echo "fuzz-selftest[$(FUZZ_SELF_ENGINE)]: FAIL: the planted bug was not reported (log $$d/log)"; exit 1; fi; \
	c=$$(ls $$d/crashes | head -1); \
	if [ -z "$$c" ] || [ "$$(head -c 2 $$d/crashes/$$c)" != '!X' ]; then \
	  echo "fuzz-selftest[$(FUZZ_SELF_ENGINE)]: FAIL: crash reported but the input was not kept (log $$d/log)"; exit 1; fi; \
	grep -q 'heap-buffer-overflow' $$d/log || { echo "fuzz-selftest[$(FUZZ_SELF_ENGINE)]: FAIL: no AddressSanitizer report (log $$d/log)"; exit 1; }; \
	echo "fuzz-selftest[$(FUZZ_SELF_ENGINE)]: planted heap-buffer-overflow found and its input kept ($$d/crashes/$$c)"

# Runs one input through a target: make fuzz-repro T=asm F=build/fuzz/crashes/asm-crash-...
fuzz-repro:
	@if [ "$(FUZZ_ENGINE)" != gcc ] && [ "$(fuzz_have_libfuzzer)" = yes ]; then \
	  $(MAKE) --no-print-directory $(FZL)/fuzz_$(T) && $(FZL)/fuzz_$(T) $(F); \
	else $(MAKE) --no-print-directory $(FZG)/fuzz_$(T) && $(FZG)/fuzz_$(T) $(F); fi

# beside the other steps (Makefile, TEST_BG_STEPS): its targets build in
# $(FUZZ_DIR) alone
TEST_BG_STEPS += fuzz-short

# ---- TGSI loader (fuzz_tgsi, docs/tgsi.md): a third target in fuzz and
#      fuzz-short, seeded with every program of programs/ and $(CORPUS)
#      emitted as a token stream plus the hand-made streams of tb/tgsi
#      (hex text, which the target also reads). Its planted-bug twin
#      fuzz_tgsiplant (a heap overflow when the loader accepts a newer
#      minor version) must be found by fuzz-selftest, which fuzz-short runs.
FUZZ_TARGETS += tgsi
FUZZ_SEED_TGSI := $(FUZZ_DIR)/seeds-tgsi
FUZZ_CORPUS_tgsi := $(FUZZ_SEED_TGSI) tb/tgsi
FUZZ_DICT_tgsi := tb/fuzz/tgsi.dict

.PHONY: fuzz-seeds-tgsi fuzz-selftest-tgsi fuzz-selftest-tgsi-run
fuzz-seeds-tgsi: $(BUILD)/bin/vpasm
	@rm -rf $(FUZZ_SEED_TGSI); mkdir -p $(FUZZ_SEED_TGSI)
	@n=0; for f in $$(find $(FUZZ_TEXT_DIRS) -type f \( -name '*.vp' -o -name '*.vsp' \) 2>/dev/null | sort); do \
	  n=$$((n+1)); $(BUILD)/bin/vpasm --emit=tgsi -o $(FUZZ_SEED_TGSI)/$$n.tgsi "$$f" >/dev/null 2>&1 || rm -f $(FUZZ_SEED_TGSI)/$$n.tgsi; done; \
	echo "fuzz-seeds-tgsi: $$(ls $(FUZZ_SEED_TGSI) | wc -l) token streams"

fuzz-libfuzzer-run: $(FZL)/fuzz_tgsi fuzz-seeds-tgsi
fuzz-gcc-run: $(FZG)/fuzz_tgsi fuzz-seeds-tgsi
fuzz-selftest: fuzz-selftest-tgsi

fuzz-selftest-tgsi: fuzz-seeds-tgsi
	@if [ "$(FUZZ_ENGINE)" != gcc ] && [ "$(fuzz_have_libfuzzer)" = yes ]; then \
	  $(MAKE) --no-print-directory fuzz-selftest-tgsi-run FUZZ_SELF_BIN=$(FZL)/fuzz_tgsiplant FUZZ_SELF_ENGINE=libFuzzer; \
	else $(MAKE) --no-print-directory fuzz-selftest-tgsi-run FUZZ_SELF_BIN=$(FZG)/fuzz_tgsiplant FUZZ_SELF_ENGINE=gcc-driver; fi

fuzz-selftest-tgsi-run: $(FUZZ_SELF_BIN)
	@d=$(FUZZ_DIR)/selftest-tgsi; rm -rf $$d; mkdir -p $$d/corpus $$d/crashes; \
	if { $(FUZZ_SELF_BIN) -max_total_time=60 -seed=1 -max_len=16384 -dict=$(FUZZ_DICT_tgsi) -artifact_prefix=$$d/crashes/ \
	     $$d/corpus $(FUZZ_SEED_TGSI) > $$d/log 2>&1; } 2>/dev/null; then \
	  echo "fuzz-selftest-tgsi[$(FUZZ_SELF_ENGINE)]: FAIL: the planted loader bug was not reported (log $$d/log)"; exit 1; fi; \
	c=$$(ls $$d/crashes | head -1); \
	minor=$$([ -n "$$c" ] && od -An -tu1 -j1 -N1 $$d/crashes/$$c | tr -d ' '); \
	if [ -z "$$minor" ] || [ "$$minor" -le 1 ]; then \
	  echo "fuzz-selftest-tgsi[$(FUZZ_SELF_ENGINE)]: FAIL: no kept input with a newer minor version (log $$d/log)"; exit 1; fi; \
	grep -q 'heap-buffer-overflow' $$d/log || { echo "fuzz-selftest-tgsi[$(FUZZ_SELF_ENGINE)]: FAIL: no AddressSanitizer report (log $$d/log)"; exit 1; }; \
	echo "fuzz-selftest-tgsi[$(FUZZ_SELF_ENGINE)]: planted bug in the loader found (a version 1.$$minor stream loaded) and its input kept ($$d/crashes/$$c)"
