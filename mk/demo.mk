# The demo (issue 7): the GeForce3 paper's lit-morph program on a cube and a
# sphere of 2400 vertices each (docs/demo.md).
#
#   make demo-model   assemble lit-morph, generate the meshes (tools/meshgen),
#                     run the morph at four blend factors on the C model
#                     (vpsim), render each to a PNG (tools/vprender) in
#                     $(DEMO_DIR)
#   make demo-smoke   the same chain on a small mesh, and the PNG checker
#                     (vprender --check) on the result and on corrupted
#                     copies (part of make test)
#   make demo-rtl     the streams demo-model made, through the Verilated RTL
#                     of the FPGA boards' engine (mk/boards.def) in lock step
#                     with the C model; prints cycles/vertex and, with the
#                     Fmax fpga/REPORT.md records for that engine, vertices/s
#                     (make demo = demo-model + demo-rtl)
#   make demo-rtl-smoke  demo-rtl on demo-smoke's mesh, and its known-bad
#                     cases (part of make test)
#
# vprender writes PNGs with zlib: it alone links -lz (zlib1g-dev, in the
# build group of scripts/deps.sh).

DEMO_DIR    ?= $(BUILD)/demo
DEMO_PROG   := programs/paper/paper_lit_morph.vp
DEMO_GRID   ?= 20
DEMO_SIZE   ?= 480x480
DEMO_BLENDS ?= 0 0.33 0.67 1
DEMO_TOOLS  := $(BUILD)/bin/vpasm $(BUILD)/bin/vpsim $(BUILD)/bin/meshgen $(BUILD)/bin/vprender

$(BUILD)/bin/vprender: override LDLIBS += -lz

.PHONY: demo-model demo-smoke

demo-model: deps-build $(DEMO_TOOLS)
	@mkdir -p $(DEMO_DIR)
	@$(BUILD)/bin/vpasm $(DEMO_PROG) -o $(DEMO_DIR)/lit_morph.hex
	@echo "demo-model: $(DEMO_PROG) assembled to $(DEMO_DIR)/lit_morph.hex"
	@set -e; for t in $(DEMO_BLENDS); do \
	  $(BUILD)/bin/meshgen --grid $(DEMO_GRID) --blend $$t -o $(DEMO_DIR)/morph_$$t.in --tris $(DEMO_DIR)/morph.tri; \
	  $(BUILD)/bin/vpsim $(DEMO_DIR)/lit_morph.hex $(DEMO_DIR)/morph_$$t.in > $(DEMO_DIR)/morph_$$t.model.out; \
	  n=$$(grep -c '^vertex ' $(DEMO_DIR)/morph_$$t.model.out); \
	  $(BUILD)/bin/vprender --size $(DEMO_SIZE) --ss 2 $(DEMO_DIR)/morph_$$t.model.out $(DEMO_DIR)/morph.tri \
	    -o $(DEMO_DIR)/morph_$$t.model.png > $(DEMO_DIR)/morph_$$t.render.log; \
	  echo "demo-model: blend $$t: $$n vertices on the C model -> $(DEMO_DIR)/morph_$$t.model.png"; \
	done
	@echo "demo-model: inputs $(DEMO_DIR)/morph_*.in, triangles $(DEMO_DIR)/morph.tri, model output $(DEMO_DIR)/morph_*.model.out"

SMOKE_DIR := $(BUILD)/demo-smoke
demo-smoke: deps-build $(DEMO_TOOLS)
	@$(MAKE) --no-print-directory demo-model DEMO_DIR=$(SMOKE_DIR) DEMO_GRID=4 DEMO_SIZE=48x40 DEMO_BLENDS="0 0.5 1" > $(SMOKE_DIR).log 2>&1 \
	  || { cat $(SMOKE_DIR).log; echo "demo-smoke: FAIL: demo-model on a small mesh"; exit 1; }
	@set -e; d=$(SMOKE_DIR); r=$(BUILD)/bin/vprender; \
	for t in 0 0.5 1; do \
	  n=$$(grep -c '^vertex ' $$d/morph_$$t.model.out); \
	  [ "$$n" = 96 ] || { echo "demo-smoke: FAIL: blend $$t gave $$n vertices, want 96 (6 faces of 4x4)"; exit 1; }; \
	  grep -q ' 108 triangles (108 drawn, 0 culled, 0 skipped), [1-9][0-9]* fragments' $$d/morph_$$t.render.log \
	    || { echo "demo-smoke: FAIL: blend $$t: the render drew nothing: $$(cat $$d/morph_$$t.render.log)"; exit 1; }; \
	  $$r --check $$d/morph_$$t.model.png --size 48x40 > /dev/null \
	    || { echo "demo-smoke: FAIL: $$d/morph_$$t.model.png is not a valid 48x40 PNG"; exit 1; }; \
	done; \
	if command -v pngfix > /dev/null; then pngfix $$d/morph_0.model.png > /dev/null \
	  || { echo "demo-smoke: FAIL: libpng's pngfix rejects $$d/morph_0.model.png"; exit 1; }; fi; \
	cmp -s $$d/morph_0.model.png $$d/morph_1.model.png && { echo "demo-smoke: FAIL: the sphere and the cube give the same picture"; exit 1; }; \
	p=$$d/morph_0.model.png; sz=$$(stat -c %s $$p); \
	bad() { cp $$p $$d/bad.png; printf "$$2" | dd of=$$d/bad.png bs=1 seek=$$1 conv=notrunc status=none; \
	  if $$r --check $$d/bad.png --size 48x40 > /dev/null 2> $$d/bad.err; then echo "demo-smoke: FAIL: $$3 not detected"; exit 1; fi; \
	  grep -q "$$4" $$d/bad.err || { echo "demo-smoke: FAIL: $$3: wrong message: $$(cat $$d/bad.err)"; exit 1; }; }; \
	bad 0 '\x88' "a corrupted signature byte" "no PNG signature"; \
	bad 45 '\xff' "a corrupted byte in the first IDAT" "CRC mismatch in the IDAT"; \
	bad 17 '\x31' "a corrupted width in IHDR" "CRC mismatch in the IHDR"; \
	bad $$((sz - 2)) '\x00' "a corrupted IEND CRC" "CRC mismatch in the IEND"; \
	head -c $$((sz - 12)) $$p > $$d/bad.png; \
	if $$r --check $$d/bad.png > /dev/null 2>&1; then echo "demo-smoke: FAIL: a truncated PNG is not detected"; exit 1; fi; \
	if $$r --check $$p --size 40x48 > /dev/null 2>&1; then echo "demo-smoke: FAIL: a wrong size is not detected"; exit 1; fi; \
	o=$$d/morph_0.model.out; \
	badout() { if $$r $$d/bad.out $$d/morph.tri -o $$d/bad.png > /dev/null 2> $$d/bad.err; then echo "demo-smoke: FAIL: vprender accepts $$1"; exit 1; fi; \
	  grep -q "$$2" $$d/bad.err || { echo "demo-smoke: FAIL: $$1: wrong message: $$(cat $$d/bad.err)"; exit 1; }; }; \
	sed '3s/= \([0-9a-f]\)/= g/' $$o > $$d/bad.out; badout "vpsim output with a bad hex digit" "bad.out:3:14: error: expected 8 hex digits"; \
	awk '/^vertex 5:/{skip=1;next} /^vertex/{skip=0} !skip' $$o > $$d/bad.out; badout "vpsim output with a vertex missing" "bad.out:16:8: error: vertex 6 out of sequence"; \
	sed '/^vertex 95:/,$$d' $$o > $$d/bad.out; badout "95 vertices for a 96-vertex triangle list" "has 95 vertices but the triangle list"; \
	echo "demo-smoke: 3 blends x 96 vertices rendered to valid 48x40 PNGs; corrupted signature, IDAT, IHDR and IEND bytes, truncation and a wrong size are detected; so are a bad hex digit, a missing vertex and a short vertex list in vpsim output"

TEST_STEPS += demo-smoke

# The boards' engine: its cycles and fpga/REPORT.md's Fmax describe one
# engine (the default engine is not the one the boards route)
DEMO_SIM    ?= $(SIM_DIR)/vpcosim_t$(BOARD_NT)_board
DEMO_REPORT ?= fpga/REPORT.md
DEMO_ENGINE := NTHREADS $(BOARD_NT), EX_LAT $(BOARD_EX_LAT), IF_STAGE $(BOARD_IF_STAGE), RD_STAGE $(BOARD_RD_STAGE)

.PHONY: demo-rtl demo-rtl-smoke
demo-rtl:
	@$(MAKE) -s --no-print-directory $(DEMO_SIM)
	@set -e; echo "== the same streams through the RTL of the FPGA boards' engine ($(DEMO_ENGINE); Verilator) in lock step with the C model"; \
	for t in $(DEMO_BLENDS); do \
	  [ -f $(DEMO_DIR)/morph_$$t.in ] || { echo "demo-rtl: FAIL: no $(DEMO_DIR)/morph_$$t.in (make demo-model makes it)"; exit 1; }; \
	  out=$$($(DEMO_SIM) --quiet --seed 1 $(DEMO_DIR)/lit_morph.hex $(DEMO_DIR)/morph_$$t.in 2>&1) \
	    || { echo "$$out"; echo "demo-rtl: FAIL: blend $$t: $(DEMO_SIM) failed (above): the RTL and the C model differ, or the run did not finish"; exit 1; }; \
	  line=$$(echo "$$out" | sed -n 's/^vpcosim: PASS [^:]*: //p'); \
	  cpv=$$(echo "$$line" | sed -n 's/.*(\([0-9.]*\) cycles\/vertex).*/\1/p'); \
	  ipv=$$(echo "$$line" | sed -n 's/^\([0-9]*\) vertices, .* \([0-9]*\) instructions compared.*/\2 \1/p' | awk '$$2 > 0 {printf "%.1f", $$1 / $$2}'); \
	  [ -n "$$cpv" ] && [ -n "$$ipv" ] || { echo "$$out"; echo "demo-rtl: FAIL: blend $$t: no PASS line with vertices, instructions and cycles/vertex from $(DEMO_SIM)"; exit 1; }; \
	  echo "blend $$t: $$line"; \
	done; \
	r=$(DEMO_REPORT); \
	fmax=$$(sed -n 's/^Engine clock `[^`]*`: \*\*\([0-9.]*\) MHz\*\* achieved.*/\1/p' $$r 2>/dev/null | head -1); \
	clk=$$(sed -n 's/^Engine clock .* the board clocks it at \([0-9.]*\) MHz.*/\1/p' $$r 2>/dev/null | head -1); \
	board=$$(sed -n 's/^| board | \([^ ]*\) .*/\1/p' $$r 2>/dev/null | head -1); \
	vps() { awk -v f=$$1 -v c=$$cpv 'BEGIN{printf "%.2f", f / c}'; }; \
	echo "== lit-morph: $$ipv instructions/vertex, $$cpv cycles/vertex on this engine"; \
	if [ -n "$$fmax" ] && [ -n "$$clk" ] && [ -n "$$board" ]; then \
	  echo "   $$(vps $$fmax) M vertices/s at $$fmax MHz, the Fmax routed on the $$board ($$r); $$(vps $$clk) M vertices/s at the $$clk MHz the board clocks it"; \
	else \
	  echo "   $$(vps 100) M vertices/s at the 100 MHz target ($$r records no routed Fmax)"; \
	fi; \
	echo "   paper (GeForce3): 8 M vertices/s at 200 MHz"; \
	echo "== pictures: $(DEMO_DIR)/morph_*.model.png (RTL = C model, bit for bit)"

# demo-rtl on demo-smoke's 96-vertex mesh, then its known-bad cases: a
# bench that fails, one that prints no PASS line, and a report without a
# routed Fmax
demo-rtl-smoke: demo-smoke
	@set -e; d=$(SMOKE_DIR); m="$(MAKE) --no-print-directory demo-rtl DEMO_DIR=$$d DEMO_BLENDS='0 0.5 1'"; \
	eval "$$m" > $$d/rtl.log 2>&1 || { cat $$d/rtl.log; echo "demo-rtl-smoke: FAIL: demo-rtl on the small mesh"; exit 1; }; \
	for t in 0 0.5 1; do grep -q "^blend $$t: 96 vertices, .* cycles/vertex" $$d/rtl.log \
	  || { cat $$d/rtl.log; echo "demo-rtl-smoke: FAIL: no lock-step PASS of 96 vertices at blend $$t"; exit 1; }; done; \
	grep -q '^== lit-morph: 21.0 instructions/vertex, [0-9.]* cycles/vertex on this engine' $$d/rtl.log \
	  || { cat $$d/rtl.log; echo "demo-rtl-smoke: FAIL: no instructions and cycles per vertex"; exit 1; }; \
	grep -q '^   [0-9.]* M vertices/s at [0-9.]* MHz' $$d/rtl.log || { cat $$d/rtl.log; echo "demo-rtl-smoke: FAIL: no vertices/s"; exit 1; }; \
	printf '#!/bin/sh\necho "vpcosim: FAIL: vertex 3 output o[HPOS] differs"\nexit 1\n' > $$d/bad-sim; chmod +x $$d/bad-sim; \
	printf '#!/bin/sh\nexit 0\n' > $$d/mute-sim; chmod +x $$d/mute-sim; \
	kb() { if eval "$$m $$1" > $$d/bad.log 2>&1; then cat $$d/bad.log; echo "demo-rtl-smoke: FAIL: demo-rtl passed with $$2"; exit 1; fi; \
	  grep -q "$$3" $$d/bad.log || { cat $$d/bad.log; echo "demo-rtl-smoke: FAIL: $$2: wrong message"; exit 1; }; }; \
	kb "DEMO_SIM=$$d/bad-sim" "a bench that fails" "demo-rtl: FAIL: blend 0: .* failed (above)"; \
	kb "DEMO_SIM=$$d/mute-sim" "a bench that prints no PASS line" "demo-rtl: FAIL: blend 0: no PASS line"; \
	eval "$$m DEMO_REPORT=/dev/null" > $$d/bad.log 2>&1 && grep -q 'at the 100 MHz target (/dev/null records no routed Fmax)' $$d/bad.log \
	  || { cat $$d/bad.log; echo "demo-rtl-smoke: FAIL: a report without a routed Fmax is not said so"; exit 1; }; \
	echo "demo-rtl-smoke: 3 blends x 96 vertices in lock step on the boards' engine ($(DEMO_ENGINE)): $$(sed -n 's/^== lit-morph: //p' $$d/rtl.log); a failing bench, a bench without a PASS line and a report without an Fmax are caught"

TEST_STEPS += demo-rtl-smoke
