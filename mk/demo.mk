# The demo (issue 7): the GeForce3 paper's lit-morph program on a cube and a
# sphere of 2400 vertices each (docs/demo.md).
#
#   make demo-model   assemble lit-morph, generate the meshes (tools/meshgen),
#                     run the morph at four blend factors on the C model
#                     (vpsim), render each to a PNG (tools/vprender) in
#                     $(DEMO_DIR)
#   make demo-smoke   the same chain on a small mesh, and the PNG checker
#                     (vprender --check) on the result and on corrupted
#                     copies (part of make test; tb/demo/smoke.sh)
#   make demo-rtl     the streams demo-model made, through the Verilated RTL
#                     of the FPGA boards' engine (mk/boards.def) in lock step
#                     with the C model; prints cycles/vertex and, with the
#                     Fmax fpga/REPORT.md records for that engine, vertices/s
#                     (make demo = demo-model + demo-rtl)
#   make demo-rtl-smoke  demo-rtl on demo-smoke's mesh (part of make test)
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
	@scripts/demo.sh model $(BUILD)/bin $(DEMO_DIR) $(DEMO_PROG) $(DEMO_GRID) $(DEMO_SIZE) "$(DEMO_BLENDS)"

SMOKE_DIR := $(BUILD)/demo-smoke
demo-smoke: deps-build $(DEMO_TOOLS)
	@tb/demo/smoke.sh $(BUILD)/bin $(SMOKE_DIR) $(DEMO_PROG)

# The boards' engine: its cycles and fpga/REPORT.md's Fmax describe one
# engine (the default engine is not the one the boards route)
DEMO_SIM    ?= $(SIM_DIR)/vpcosim_t$(BOARD_NT)_board
DEMO_REPORT ?= fpga/REPORT.md
DEMO_ENGINE := NTHREADS $(BOARD_NT), EX_LAT $(BOARD_EX_LAT), IF_STAGE $(BOARD_IF_STAGE), RD_STAGE $(BOARD_RD_STAGE)

.PHONY: demo-rtl demo-rtl-smoke demo-boards
demo-rtl:
	@$(MAKE) -s --no-print-directory $(DEMO_SIM)
	@scripts/demo.sh rtl $(DEMO_SIM) $(DEMO_DIR) "$(DEMO_ENGINE)" $(DEMO_REPORT) "$(DEMO_BLENDS)"

# Each board's top as built: the boards' engine NENGINES times (vp_multi),
# the small board's engine; one blend's stream, cycles per vertex of the
# whole top, vertices/s at each report's Fmax (make demo runs it last)
DEMO_BIG_SIM   = $(SIM_DIR)/vpcosim_$(if $(filter-out 1,$(BOARD_NE)),e$(BOARD_NE)_)t$(BOARD_NT)_board
DEMO_SMALL_SIM = $(SIM_DIR)/vpcosim_$(SMALL_CFG)
DEMO_BOARD_BLEND ?= $(word 2,$(DEMO_BLENDS))
demo-boards:
	@$(MAKE) -s --no-print-directory $(DEMO_BIG_SIM) $(if $(BOARDS_SMALL),$(DEMO_SMALL_SIM))
	@scripts/demo.sh boards $(DEMO_DIR) $(DEMO_BOARD_BLEND) $(foreach b,$(BOARDS_BIG),$(b)=$(DEMO_BIG_SIM)) \
	  $(foreach b,$(BOARDS_SMALL),$(b)=$(DEMO_SMALL_SIM))

# demo-rtl on demo-smoke's 96-vertex mesh: every blend in lock step, its
# instructions and cycles per vertex and vertices/s printed (19 words a
# vertex: vpasm pairs lit-morph's 21 instructions into 19, docs/assembler.md)
demo-rtl-smoke: demo-smoke
	@$(MAKE) --no-print-directory demo-rtl DEMO_DIR=$(SMOKE_DIR) DEMO_BLENDS='0 0.5 1' > $(SMOKE_DIR)/rtl.log 2>&1 || \
	  { cat $(SMOKE_DIR)/rtl.log; echo "demo-rtl-smoke: FAIL: demo-rtl on the small mesh"; exit 1; }
	@for t in 0 0.5 1; do grep -q "^blend $$t: 96 vertices, .* cycles/vertex" $(SMOKE_DIR)/rtl.log || \
	  { cat $(SMOKE_DIR)/rtl.log; echo "demo-rtl-smoke: FAIL: no lock-step PASS of 96 vertices at blend $$t"; exit 1; }; done
	@grep -q '^== lit-morph: 19.0 instructions/vertex, [0-9.]* cycles/vertex on this engine' $(SMOKE_DIR)/rtl.log && \
	  grep -q '^   [0-9.]* M vertices/s at [0-9.]* MHz' $(SMOKE_DIR)/rtl.log || \
	  { cat $(SMOKE_DIR)/rtl.log; echo "demo-rtl-smoke: FAIL: no instructions, cycles per vertex or vertices/s"; exit 1; }
	@$(MAKE) --no-print-directory demo-boards DEMO_DIR=$(SMOKE_DIR) DEMO_BOARD_BLEND=0.5 > $(SMOKE_DIR)/boards.log 2>&1 || \
	  { cat $(SMOKE_DIR)/boards.log; echo "demo-rtl-smoke: FAIL: demo-boards on the small mesh"; exit 1; }
	@for b in $(notdir $(patsubst %/board.mk,%,$(BOARDS_BIG) $(BOARDS_SMALL))); do grep -q "^   $$b  *LFE5U-[0-9]*F  *[0-9]  *[0-9.-]*  *[0-9.]* " $(SMOKE_DIR)/boards.log || \
	  { cat $(SMOKE_DIR)/boards.log; echo "demo-rtl-smoke: FAIL: demo-boards printed no row for $$b"; exit 1; }; done
	@echo "demo-rtl-smoke: 3 blends x 96 vertices in lock step on the boards' engine ($(DEMO_ENGINE)): $$(sed -n 's/^== lit-morph: //p' $(SMOKE_DIR)/rtl.log); each board's top in lock step: $$(grep -c '^   [a-z].*LFE5U' $(SMOKE_DIR)/boards.log) rows"
