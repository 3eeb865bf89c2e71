# Formal proofs of the engine's sequential properties (issue 57;
# docs/formal.md): harnesses in tb/formal/, scripts/formal.sh drives Yosys
# (read_verilog -formal, an AIGER model) and yosys-abc (PDR: unbounded
# proofs; bmc3: bounded ones).
#
#   make formal              every proof, full depth: one line each
#                            ("formal: NAME: proved (PDR, unbounded) 4.6 s"),
#                            then "formal: N of M passed"
#   make formal-short        the same with the bounded proofs shallower
#                            (make test)
#   make formal FORMAL_ONLY="stack watchdog"   some of them (formal.sh --list)
#
# Logs, models and counterexample traces (trace.vcd) in $(BUILD)/formal/NAME.

FORMAL_ONLY ?=

.PHONY: formal formal-short formal-list
formal:
	@scripts/formal.sh --build $(BUILD) $(FORMAL_ONLY)

formal-short:
	@scripts/formal.sh --short --build $(BUILD) $(FORMAL_ONLY)

formal-list:
	@scripts/formal.sh --list
