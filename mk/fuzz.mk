# Fuzzing (tb/fuzz): the assembler on arbitrary bytes (fuzz_asm), image
# reading + program check + disassembler on arbitrary bytes (fuzz_image),
# the TGSI loader (fuzz_tgsi), the vertex-stream reader (fuzz_stream) and
# the host's reader of the board's replies (fuzz_reply), under
# AddressSanitizer and UndefinedBehaviorSanitizer.
#
#   make fuzz                 libFuzzer (clang), FUZZ_SECONDS per target (60)
#   make fuzz-short           12 s per target, part of `make test`: libFuzzer
#                             when clang has it, else the gcc fallback driver
#                             (tb/fuzz/run.sh)
#   make fuzz FUZZ_ENGINE=gcc the gcc fallback driver (tb/fuzz/driver.c)
#   make fuzz-repro F=FILE T=asm|image|tgsi|stream|reply   run one input (e.g. a kept crash)
#   make fuzz-selftest        the engine must find the planted bug of
#                             tb/fuzz/fuzz_selftest.c (a check of the
#                             harness; not in make test)
#
# Nothing is installed here: without clang's libFuzzer `make fuzz` prints
# the apt-get line (also `scripts/deps.sh fuzz`) and fails. Seeds are read
# in place from programs/, $(CORPUS) and tb/asm (the program part of each
# case); images are made from them with vpasm. New inputs go to
# $(BUILD)/fuzz/corpus-*; a crashing input is kept in $(BUILD)/fuzz/crashes/
# and the run fails. The log of each run is $(BUILD)/fuzz/<target>.log.

FUZZ_SECONDS ?= 60
FUZZ_SHORT_SECONDS ?= 12
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
	@tb/fuzz/seeds.sh asm $(BUILD)/bin/vpasm $(FUZZ_SEED_ASM) $(FUZZ_SEED_IMG) $(FUZZ_TEXT_DIRS)

FUZZ_CORPUS_asm := $(FUZZ_SEED_ASM) $(FUZZ_TEXT_DIRS)
FUZZ_CORPUS_image := $(FUZZ_SEED_IMG)
FUZZ_DICT_asm := tb/fuzz/vpasm.dict
FUZZ_DICT_image := tb/fuzz/image.dict

# Is clang's libFuzzer usable? (prints yes or no; compiles a 1-line target)
fuzz_have_libfuzzer = $(shell mkdir -p $(FUZZ_DIR); printf 'int LLVMFuzzerTestOneInput(const unsigned char *d, unsigned long n){(void)d;(void)n;return 0;}\n' > $(FUZZ_DIR)/probe.c 2>/dev/null; \
  $(FUZZ_CLANG) -fsanitize=fuzzer,address $(FUZZ_DIR)/probe.c -o $(FUZZ_DIR)/probe >/dev/null 2>&1 && echo yes || echo no)

# $(call fuzz_run,ENGINE-DIR,ENGINE-NAME,SECONDS,LABEL): tb/fuzz/run.sh on every target
fuzz_run = @tb/fuzz/run.sh $(FUZZ_DIR) $(1) $(2) $(3) $(4) \
	$(foreach t,$(FUZZ_TARGETS),$(t):$(FUZZ_DICT_$(t)):"$(FUZZ_CORPUS_$(t))")

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

# libFuzzer when clang has it (and FUZZ_ENGINE is not gcc), else the gcc driver
fuzz_engine = $(if $(filter gcc,$(FUZZ_ENGINE)),gcc,$(if $(filter yes,$(fuzz_have_libfuzzer)),libfuzzer,gcc))
fuzz_why = $(if $(filter gcc,$(FUZZ_ENGINE)),FUZZ_ENGINE=gcc,clang's libFuzzer not found; for it: $(FUZZ_APT))

# In `make test`: libFuzzer when available, else the gcc driver; never installs.
fuzz-short:
	@mkdir -p $(FUZZ_DIR)
	@e=$(fuzz_engine); if [ $$e = libfuzzer ]; then echo "fuzz-short: engine libFuzzer (clang), $(FUZZ_SHORT_SECONDS) s per target"; \
	else echo "fuzz-short: engine gcc fallback driver (tb/fuzz/driver.c; $(fuzz_why)), $(FUZZ_SHORT_SECONDS) s per target"; fi; \
	$(MAKE) --no-print-directory fuzz-$$e-run FUZZ_RUN_SECONDS=$(FUZZ_SHORT_SECONDS) FUZZ_LABEL=fuzz-short

# The fuzzing harness itself (not in make test): tb/fuzz/selftest.sh
fuzz-selftest: fuzz-seeds-tgsi
	@$(MAKE) --no-print-directory fuzz-selftest-run FUZZ_SELF_DIR=$(if $(filter libfuzzer,$(fuzz_engine)),$(FZL),$(FZG)) \
	  FUZZ_SELF_ENGINE=$(if $(filter libfuzzer,$(fuzz_engine)),libFuzzer,gcc-driver)

fuzz-selftest-run: $(FUZZ_SELF_DIR)/fuzz_selftest $(FUZZ_SELF_DIR)/fuzz_tgsiplant
	@tb/fuzz/selftest.sh $(FUZZ_DIR) $(FUZZ_SELF_ENGINE) $^ $(FUZZ_DICT_tgsi) $(FUZZ_SEED_TGSI)

# Runs one input through a target: make fuzz-repro T=asm F=build/fuzz/crashes/asm-crash-...
fuzz-repro:
	@if [ "$(FUZZ_ENGINE)" != gcc ] && [ "$(fuzz_have_libfuzzer)" = yes ]; then \
	  $(MAKE) --no-print-directory $(FZL)/fuzz_$(T) && $(FZL)/fuzz_$(T) $(F); \
	else $(MAKE) --no-print-directory $(FZG)/fuzz_$(T) && $(FZG)/fuzz_$(T) $(F); fi

# ---- TGSI loader (fuzz_tgsi, docs/tgsi.md): a third target in fuzz and
#      fuzz-short, seeded with every program of programs/ and $(CORPUS)
#      emitted as a token stream plus the hand-made streams of tb/tgsi
#      (hex text, which the target also reads). Its planted-bug twin
#      fuzz_tgsiplant (a heap overflow when the loader accepts a newer
#      minor version) must be found by fuzz-selftest.
FUZZ_TARGETS += tgsi
FUZZ_SEED_TGSI := $(FUZZ_DIR)/seeds-tgsi
FUZZ_CORPUS_tgsi := $(FUZZ_SEED_TGSI) tb/tgsi
FUZZ_DICT_tgsi := tb/fuzz/tgsi.dict

.PHONY: fuzz-seeds-tgsi
fuzz-seeds-tgsi: $(BUILD)/bin/vpasm
	@tb/fuzz/seeds.sh tgsi $(BUILD)/bin/vpasm $(FUZZ_SEED_TGSI) $(FUZZ_TEXT_DIRS)

fuzz-libfuzzer-run: $(FZL)/fuzz_tgsi fuzz-seeds-tgsi
fuzz-gcc-run: $(FZG)/fuzz_tgsi fuzz-seeds-tgsi

# ---- the vertex-stream reader (fuzz_stream, docs/vpsim.md "Values") and
#      the host's reply reader (fuzz_reply, cmodel/vphostproto,
#      docs/host-protocol.md): two more targets in fuzz and fuzz-short,
#      seeded with every vertex stream (*.in) of programs/ and tb/ plus one
#      line of each value form, and with reply frames (every command's
#      reply, every status, a bad CRC, noise, truncated frames, a session)
#      made by tb/fuzz/seeds.sh.
FUZZ_TARGETS += stream reply
FUZZ_SEED_STREAM := $(FUZZ_DIR)/seeds-stream
FUZZ_SEED_REPLY := $(FUZZ_DIR)/seeds-reply
FUZZ_CORPUS_stream := $(FUZZ_SEED_STREAM)
FUZZ_CORPUS_reply := $(FUZZ_SEED_REPLY)
FUZZ_DICT_stream := tb/fuzz/stream.dict
FUZZ_DICT_reply := tb/fuzz/reply.dict

.PHONY: fuzz-seeds-host
fuzz-seeds-host:
	@tb/fuzz/seeds.sh stream $(FUZZ_SEED_STREAM) programs tb
	@tb/fuzz/seeds.sh reply $(FUZZ_SEED_REPLY)

fuzz-libfuzzer-run: $(FZL)/fuzz_stream $(FZL)/fuzz_reply fuzz-seeds-host
fuzz-gcc-run: $(FZG)/fuzz_stream $(FZG)/fuzz_reply fuzz-seeds-host
