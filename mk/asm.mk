# Assembler case suite (tb/asm, tb/unit/test_asm_cases.c).
# `make unit` already runs it with the other unit tests; `make asm-cases`
# runs it alone, `make asm-show F=prog.vp` prints the assembler's verdict
# on a program as an expect line for a new .t case.
.PHONY: asm-cases asm-show

asm-cases: $(BUILD)/test/test_asm_cases
	$(BUILD)/test/test_asm_cases

asm-show: $(BUILD)/test/test_asm_cases
	@$(BUILD)/test/test_asm_cases --show $(F)

# ---- pairing: paired = unpaired on the C model (tb/asm/pair_check.sh)
#   make pair-check [SEED=s] [PAIR_COUNT=n]   every program of programs/ and
#       of the corpus that vpasm accepts, and n (500) random programs of
#       tb/regress/vpgen from seed s (the clock's when not given), assembled
#       with automatic pairing and with --no-pair: the same output vertices
#       (and c[] of state programs) bit for bit; the paired words counted
.PHONY: pair-check
PAIR_CHECK := $(BUILD)/test/pair_check
PAIR_COUNT ?= 500

$(PAIR_CHECK): $(BUILD)/obj/tb/asm/pair_check.o $(TBLIB_OBJS) $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $< $(TBLIB_OBJS) $(LIB) $(LDLIBS) -o $@

pair-check: $(PAIR_CHECK) $(BUILD)/regress/vpgen
	@tb/asm/pair_check.sh $(PAIR_CHECK) $(BUILD)/regress/vpgen $(BUILD)/pair-check $${SEED:-$$(date +%s)} $(PAIR_COUNT) $(CORPUS)
