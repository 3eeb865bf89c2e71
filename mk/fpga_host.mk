# FPGA board, host side (issue 6): the board top level fpga/rtl/vp_board_top.v,
# the host protocol (docs/host-protocol.md), vphost (tools/vphost.c) and the
# bring-up test on the simulated board (docs/fpga.md). The bitstream flow
# (make fpga) is in mk/fpga.mk.
#
#   make fpga-lint        verilator --lint-only -Wall on vp_board_top (VP_SIM:
#                         PLL pass-through), at the board defaults and at the
#                         simulation parameters; iverilog -g2012 elaborates it
#   make fpga-host-sim    the Verilated board behind a pseudo-terminal:
#                         $(BUILD)/fpga-host/vpboard_sim (tb/fpga)
#   make fpga-host-test   vphost drives the simulated board through the
#                         pseudo-terminal: several programs, every output
#                         compared with vpsim byte for byte; then the
#                         known-bad cases (tb/fpga/host_test.sh)
#
# Simulation parameters: the engine clock is 100 MHz and the line runs at
# 12.5 Mbaud, so CLKS_PER_BIT = 8 (the pseudo-terminal has no rate); the
# bridge timeouts are shortened to match.

FH_DIR        := $(BUILD)/fpga-host
FH_RTL        := $(wildcard fpga/rtl/*.v)
FH_ENGINE     := $(wildcard rtl/*.v rtl/*.vh rtl/sfu_tables/*.hex)
FH_CLKS       := 8
FH_PARAMS     := -GCLK_ENGINE_HZ=100000000 -GBAUD=12500000 -GTIMEOUT_CLKS=4000 -GBUSY_CLKS=20000 \
                 -GOUT_WAIT_CLKS=2000 -GLED_HOLD_CLKS=1000 -GHEARTBEAT_CLKS=100000
FH_VFLAGS     := --cc --exe --build -Wall --assert --x-assign unique --x-initial unique --trace-fst \
                 -DVP_SIM --top-module vp_board_top -Irtl -Ifpga/rtl -j 1 \
                 -MAKEFLAGS "OPT_FAST=-O1 OPT_SLOW=-O0 OPT_GLOBAL=-O1"
FH_SIM        := $(FH_DIR)/vpboard_sim
FH_SIM_O      := $(BUILD)/obj/tb/fpga/vpboard_sim.o
FH_BOARDS     := $(wildcard fpga/boards/*/board.mk)

.PHONY: fpga-lint fpga-host-sim fpga-host-test

$(BUILD)/obj/tb/fpga/%.o: CFLAGS += -Itb/fpga -DVPB_CLKS_PER_BIT=$(FH_CLKS)

fpga-lint: deps-sim
	@verilator --lint-only -Wall -DVP_SIM -Irtl -Ifpga/rtl --top-module vp_board_top $(FH_RTL) rtl/*.v || exit 1
	@verilator --lint-only -Wall -DVP_SIM -Irtl -Ifpga/rtl --top-module vp_board_top $(FH_PARAMS) $(FH_RTL) rtl/*.v || exit 1
	@for b in $(FH_BOARDS); do \
	  g=$$(printf 'include %s\nprint:\n\t@echo $$(FPGA_TOP_PARAMS)\n' $$b | $(MAKE) -s --no-print-directory -f - print | sed 's/-set \([A-Z_]*\) \([^ ]*\)/-G\1=\2/g'); \
	  [ -n "$$g" ] || { echo "fpga-lint: no FPGA_TOP_PARAMS in $$b"; exit 1; }; \
	  verilator --lint-only -Wall -DVP_SIM -Irtl -Ifpga/rtl --top-module vp_board_top $$g $(FH_RTL) rtl/*.v || { echo "fpga-lint: FAIL with $$b: $$g"; exit 1; }; \
	  echo "fpga-lint: $$b: $$g"; done
	@echo "fpga-lint: verilator -Wall clean (vp_board_top, $(words $(FH_RTL)) board files + rtl/, defaults, simulation and every board's parameters)"
	@for b in $(FH_BOARDS); do lpf=$$(printf 'include %s\nprint:\n\t@echo $$(FPGA_LPF)\n' $$b | $(MAKE) -s --no-print-directory -f - print); \
	  [ -f "$$lpf" ] || { echo "fpga-lint: $$b: FPGA_LPF '$$lpf' missing"; exit 1; }; \
	  got=$$(sed -n 's/^LOCATE COMP "\([^"]*\)".*/\1/p' $$lpf | sort | tr '\n' ' '); \
	  want=$$(printf '%s\n' clk_osc_i rst_btn_i uart_rx_i uart_tx_o 'led_o[0]' 'led_o[1]' 'led_o[2]' 'led_o[3]' 'led_o[4]' 'led_o[5]' 'led_o[6]' 'led_o[7]' | sort | tr '\n' ' '); \
	  [ "$$got" = "$$want" ] || { echo "fpga-lint: FAIL: $$lpf places '$$got', vp_board_top has '$$want'"; exit 1; }; \
	done; echo "fpga-lint: every board's .lpf places exactly the ports of vp_board_top"
	@mkdir -p $(FH_DIR) && iverilog -g2012 -DVP_SIM -Irtl -Ifpga/rtl -s vp_board_top -o $(FH_DIR)/elab.vvp $(FH_RTL) rtl/*.v
	@echo "fpga-lint: iverilog -g2012 elaborates vp_board_top"
	@if verilator --lint-only -Wall -DVP_SIM -Irtl -Ifpga/rtl --top-module vp_board_top -GCLKFB_DIV=5 \
	    $(FH_RTL) rtl/*.v > $(FH_DIR)/lint-bad.log 2>&1; then \
	  echo "fpga-lint: FAIL: PLL settings that do not give CLK_ENGINE_HZ were accepted"; exit 1; fi; \
	  grep -q vp_pll_ecp5_bad_settings $(FH_DIR)/lint-bad.log || { cat $(FH_DIR)/lint-bad.log; exit 1; }; \
	  echo "fpga-lint: known-bad (CLKFB_DIV=5: 125 MHz, not 100) refused"

$(FH_SIM): $(FH_RTL) $(FH_ENGINE) tb/fpga/vpb_shim.cpp tb/fpga/vpb_shim.h $(FH_SIM_O) mk/fpga_host.mk
	@scripts/deps.sh sim
	@mkdir -p $(FH_DIR)
	@rm -f $@
	@echo "verilator: building $@ (vp_board_top, CLKS_PER_BIT=$(FH_CLKS)) ..."
	@verilator $(FH_VFLAGS) $(FH_PARAMS) --Mdir $(FH_DIR)/obj -o $(abspath $@) \
	  -CFLAGS "-I$(CURDIR)/tb/fpga" -LDFLAGS "$(abspath $(FH_SIM_O))" \
	  $(FH_RTL) rtl/*.v $(CURDIR)/tb/fpga/vpb_shim.cpp > $(FH_DIR)/build.log 2>&1 || { tail -40 $(FH_DIR)/build.log; exit 1; }
	@echo "verilator: $@ built (log $(FH_DIR)/build.log)"

fpga-host-sim: $(FH_SIM)

fpga-host-test: $(FH_SIM) $(BUILD)/bin/vphost $(BUILD)/bin/vpsim
	@tb/fpga/host_test.sh $(FH_SIM) $(BUILD)/bin/vphost $(BUILD)/bin/vpsim $(FH_DIR)/test

TEST_STEPS += fpga-lint fpga-host-test
