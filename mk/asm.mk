# Assembler case suite (tb/asm, tb/unit/test_asm_cases.c).
# `make unit` already runs it with the other unit tests; `make asm-cases`
# runs it alone, `make asm-show F=prog.vp` prints the assembler's verdict
# on a program as an expect line for a new .t case.
.PHONY: asm-cases asm-show

asm-cases: $(BUILD)/test/test_asm_cases
	$(BUILD)/test/test_asm_cases

asm-show: $(BUILD)/test/test_asm_cases
	@$(BUILD)/test/test_asm_cases --show $(F)
