#!/usr/bin/env bash
# Checks one board's data (fpga/boards/<board>/board.mk and its .lpf)
# against vp_board_top (make fpga-lint, docs/fpga.md section 2):
#  - vp_board_top elaborates lint-clean (verilator -Wall, VP_SIM) with the
#    board's FPGA_TOP_PARAMS (the PLL wrapper refuses dividers that miss the
#    engine clock or the VCO range);
#  - the .lpf places exactly the ports of vp_board_top.
#   tb/fpga/check_board.sh BOARD_MK [MAKE]
set -u
b=$1 make=${2:-make}
var() { printf 'include %s\nprint:\n\t@echo $(%s)\n' "$b" "$1" | $make -s --no-print-directory -f - print; }
params=$(var FPGA_TOP_PARAMS)
lpf=$(var FPGA_LPF)
[ -n "$params" ] || { echo "check_board: $b: no FPGA_TOP_PARAMS"; exit 1; }
g=$(echo "$params" | sed 's/-set \([A-Za-z_]*\) \([^ ]*\)/-G\1=\2/g')
if ! out=$(verilator --lint-only -Wall -DVP_SIM -Irtl -Ifpga/rtl --top-module vp_board_top $g fpga/rtl/*.v rtl/*.v 2>&1); then
  echo "check_board: $b: vp_board_top refuses $g:"; echo "$out" | head -5; exit 1
fi
[ -f "$lpf" ] || { echo "check_board: $b: FPGA_LPF '$lpf' missing"; exit 1; }
got=$(sed -n 's/^ *LOCATE  *COMP  *"\([^"]*\)".*/\1/p' "$lpf" | sort | tr '\n' ' ')
want=$(printf '%s\n' clk_osc_i rst_btn_i uart_rx_i uart_tx_o 'led_o[0]' 'led_o[1]' 'led_o[2]' 'led_o[3]' \
  'led_o[4]' 'led_o[5]' 'led_o[6]' 'led_o[7]' | sort | tr '\n' ' ')
[ "$got" = "$want" ] || { echo "check_board: $b: $lpf places '$got', vp_board_top has '$want'"; exit 1; }
echo "check_board: $b: parameters $g; $lpf places every port"
