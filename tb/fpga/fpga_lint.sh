#!/usr/bin/env bash
# make fpga-lint (docs/fpga.md): the board top vp_board_top under every tool
# that reads it.
#   - verilator --lint-only -Wall (VP_SIM: the PLL passed through) at the
#     defaults, and at the simulation parameters with VP_ECP5 (SIM_PARAMS),
#     with one engine and with two (NENGINES 2: vp_multi);
#   - every board's data (tb/fpga/check_board.sh: its FPGA_TOP_PARAMS lint
#     clean, its .lpf places exactly the top's ports);
#   - iverilog -g2012 elaborates it; Yosys elaborates it with the real
#     EHXPLLL (no VP_SIM) at the boards' EX_LAT (VP_ECP5);
#   - flow.sh's FPGA_KEEP patterns select the modules they name
#     (tb/fpga/keep_check.sh).
#
#   tb/fpga/fpga_lint.sh WORKDIR EX_LAT "SIM_PARAMS" BOARD_MK...
set -u
d=$1 exlat=$2 simp=$3
shift 3
mkdir -p "$d"
fail() { echo "fpga-lint: FAIL: $*"; exit 1; }
frtl=$(ls fpga/rtl/*.v) rtl=$(ls rtl/*.v)
# shellcheck disable=SC2086
verilator --lint-only -Wall -DVP_SIM -Irtl -Ifpga/rtl --top-module vp_board_top $frtl $rtl || fail "verilator (defaults)"
# shellcheck disable=SC2086
verilator --lint-only -Wall -DVP_SIM -Irtl -Ifpga/rtl --top-module vp_board_top $simp -DVP_ECP5 synth/ecp5_mult18x18d_sim.v $frtl $rtl ||
  fail "verilator (simulation parameters, VP_ECP5)"
# shellcheck disable=SC2086
verilator --lint-only -Wall -DVP_SIM -Irtl -Ifpga/rtl --top-module vp_board_top $simp -GNENGINES=2 -DVP_ECP5 synth/ecp5_mult18x18d_sim.v \
  $frtl $rtl || fail "verilator (simulation parameters, two engines: NENGINES 2, VP_ECP5)"
for b in "$@"; do tb/fpga/check_board.sh "$b" make || exit 1; done
echo "fpga-lint: verilator -Wall clean (vp_board_top: defaults, simulation parameters with one engine and two, and every board's parameters)"
# shellcheck disable=SC2086
iverilog -g2012 -DVP_SIM -Irtl -Ifpga/rtl -s vp_board_top -o "$d/elab.vvp" $frtl $rtl || fail "iverilog"
echo "fpga-lint: iverilog -g2012 elaborates vp_board_top"
y=yosys
$y -q -p "read_verilog -lib +/ecp5/cells_bb.v; read_verilog -Irtl -Ifpga/rtl $(echo $frtl); read_verilog -DVP_ECP5 -Irtl $(echo $rtl);
  hierarchy -check -top vp_board_top -chparam EX_LAT $exlat" > "$d/yosys-elab.log" 2>&1 ||
  { grep -v 'Replacing memory' "$d/yosys-elab.log"; fail "yosys"; }
echo "fpga-lint: yosys elaborates vp_board_top with the real EHXPLLL (no VP_SIM) at EX_LAT $exlat (VP_ECP5)"
tb/fpga/keep_check.sh yosys "$d/keep" ulx3s default | sed 's/^keep_check/fpga-lint/'
[ "${PIPESTATUS[0]}" = 0 ] || exit 1
echo "fpga-lint: vp_board_top clean under Verilator, Icarus and Yosys; $# boards' data checked; FPGA_KEEP's patterns exact"
