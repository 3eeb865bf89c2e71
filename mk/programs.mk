# Checked outputs of the example programs (part of `make test`).
#
# Every programs/**/NAME.in is a vpsim input stream (docs/vpsim.md) for the
# program NAME.vp or NAME.vsp beside it; NAME.expected is what the C golden
# model printed for it (vpsim's output), checked in. A line
# `# vpsim-args: --trace` in the .in runs vpsim with those options (for
# fragments whose results are only in temporaries or in the control flow).
#
#   make programs-expected           re-run vpsim on every .in, compare with
#                                    .expected byte for byte
#   make programs-expected-update    rewrite the .expected files (review the
#                                    diff: it is a change of the model's output)
#   make programs-expected-selftest  the check must fail on an altered
#                                    .expected, a missing one, an .expected
#                                    without its .in, and a program that no
#                                    longer assembles; and pass on an exact copy
#
# PROGRAMS_DIR (default programs) selects the tree; the self-test points it
# at copies in $(BUILD)/programs-selftest.

PROGRAMS_DIR  ?= programs
PROGRAMS_WORK ?= $(BUILD)/programs-expected
PROG_VPSIM    := $(BUILD)/bin/vpsim

.PHONY: programs-expected programs-expected-update programs-expected-selftest

# $(call prog_expected,MODE): MODE is check or update.
define prog_expected
d=$(PROGRAMS_WORK); rm -rf $$d; mkdir -p $$d; n=0; bad=0; \
while IFS= read -r in; do \
  base=$${in%.in}; prog=""; \
  for e in vp vsp; do if [ -f "$$base.$$e" ]; then prog="$$base.$$e"; fi; done; \
  if [ -z "$$prog" ]; then echo "programs-expected: FAIL $$in: no $$base.vp or $$base.vsp beside it"; bad=$$((bad+1)); continue; fi; \
  args=$$(sed -n 's/^# vpsim-args://p' "$$in" | head -1); \
  out="$$d/$$(echo "$$base" | tr '/' '_').out"; \
  if ! $(PROG_VPSIM) $$args "$$prog" "$$in" > "$$out" 2> "$$out.err"; then \
    echo "programs-expected: FAIL $$prog: vpsim $${args:+$$args }$$prog $$in failed:"; head -5 "$$out.err"; bad=$$((bad+1)); continue; fi; \
  n=$$((n+1)); \
  if [ "$(1)" = update ]; then \
    if ! cmp -s "$$out" "$$base.expected"; then cp "$$out" "$$base.expected"; echo "programs-expected: wrote $$base.expected"; fi; \
  elif [ ! -f "$$base.expected" ]; then \
    echo "programs-expected: FAIL $$in has no $$base.expected (make programs-expected-update, review, commit)"; bad=$$((bad+1)); \
  elif ! cmp -s "$$out" "$$base.expected"; then \
    echo "programs-expected: FAIL $$prog: vpsim output differs from $$base.expected (first lines of the diff; full output in $$out):"; \
    diff "$$base.expected" "$$out" | head -8; bad=$$((bad+1)); fi; \
done < <(find $(PROGRAMS_DIR) -type f -name '*.in' | sort); \
while IFS= read -r ex; do \
  if [ ! -f "$${ex%.expected}.in" ]; then echo "programs-expected: FAIL $$ex has no $${ex%.expected}.in"; bad=$$((bad+1)); fi; \
done < <(find $(PROGRAMS_DIR) -type f -name '*.expected' | sort); \
echo "programs-expected: $$n programs run on the C model, $$bad failures ($(PROGRAMS_DIR))"; [ $$bad = 0 ]
endef

programs-expected: $(PROG_VPSIM)
	@$(call prog_expected,check)

programs-expected-update: $(PROG_VPSIM)
	@$(call prog_expected,update)

# Known-bad cases: each must make programs-expected fail with the file named.
PES_SRC := programs/examples/vp2_fixed_function
programs-expected-selftest: $(PROG_VPSIM)
	@s=$(BUILD)/programs-selftest; rm -rf $$s; ok=1; \
	for c in exact altered missing orphan broken; do \
	  mkdir -p $$s/$$c/examples; cp $(PES_SRC).vp $(PES_SRC).in $(PES_SRC).expected $$s/$$c/examples/; \
	done; \
	e=$$s/altered/examples/vp2_fixed_function.expected; \
	sed -i -E '2{s/^(  o\[[A-Z0-9]+\] *= [0-9a-f]{7})0/\11/;t;s/^(  o\[[A-Z0-9]+\] *= [0-9a-f]{7})[1-9a-f]/\10/}' $$e; \
	cmp -s $$e $(PES_SRC).expected && { echo "programs-expected-selftest: FAIL: could not alter $$e"; exit 1; }; \
	rm $$s/missing/examples/vp2_fixed_function.expected; \
	cp $(PES_SRC).expected $$s/orphan/examples/extra.expected; \
	sed -i 's/^MOV o\[COL0\].w, c\[12\].w;/MOV o[COL0].w, c[12].w, R0;/' $$s/broken/examples/vp2_fixed_function.vp; \
	for c in exact altered missing orphan broken; do \
	  if $(MAKE) --no-print-directory programs-expected PROGRAMS_DIR=$$s/$$c PROGRAMS_WORK=$$s/$$c.work > $$s/$$c.log 2>&1; then r=pass; else r=fail; fi; \
	  want=fail; [ $$c = exact ] && want=pass; \
	  if [ $$r != $$want ]; then echo "programs-expected-selftest: FAIL: case '$$c' should $$want but did $$r:"; cat $$s/$$c.log; ok=0; \
	  elif [ $$c != exact ] && ! grep -q "FAIL $$s/$$c/examples/" $$s/$$c.log; then echo "programs-expected-selftest: FAIL: case '$$c' failed without naming the file:"; cat $$s/$$c.log; ok=0; fi; \
	done; \
	[ $$ok = 1 ] && echo "programs-expected-selftest: an exact copy passes; an altered, a missing, an orphan .expected and a program that does not assemble are reported"

TEST_STEPS += programs-expected programs-expected-selftest
