#!/usr/bin/env bash
# make rtl-lint: the whole engine under verilator --lint-only -Wall at every
# configuration a user builds or the benches test, Icarus's elaboration, and
# the per-unit timing top (synth/fpga_unit, make fpga-unit) for each unit.
#
#   tb/rtl/lint.sh WORKDIR "BOARD_PARAMS" CONFIG...
#
# Each CONFIG is a set of -G options (quoted), "" the defaults; BOARD_PARAMS
# the boards' -GEX_LAT -GIF_STAGE -GRD_STAGE -GNTHREADS. The boards' engine
# and the unit tops are read as the FPGA flow reads them: VP_ECP5, with the
# project's model of the MULT18X18D primitive.
set -u
d=$1 board=$2
shift 2
mkdir -p "$d"
ecp5="-DVP_ECP5 synth/ecp5_mult18x18d_sim.v"
rtl=$(ls rtl/*.v)
n=0
for g in "$@" "$board $ecp5"; do
  # shellcheck disable=SC2086
  verilator --lint-only -Wall -Irtl --top-module vp_engine $g $rtl || { echo "rtl-lint: FAIL: verilator ${g:-(defaults)}"; exit 1; }
  n=$((n + 1))
done
echo "rtl-lint: verilator -Wall clean ($(echo "$rtl" | wc -w) files, top vp_engine) in $n configurations: ${*:-defaults} and the boards' ($board, VP_ECP5)"
# the multi-engine top (rtl/vp_multi.v): one engine (vp_engine itself), two
# and three, and two of the boards' engines
m=0
for g in -GNENGINES=1 "" "-GNENGINES=3 -GNTHREADS=1" "-GNENGINES=2 $board $ecp5"; do
  # shellcheck disable=SC2086
  verilator --lint-only -Wall -Irtl --top-module vp_multi $g $rtl || { echo "rtl-lint: FAIL: verilator vp_multi ${g:-(defaults)}"; exit 1; }
  m=$((m + 1))
done
echo "rtl-lint: vp_multi verilator -Wall clean in $m configurations (NENGINES 1, 2 (default), 3 with one thread, 2 of the boards' engines)"
# shellcheck disable=SC2086
iverilog -g2012 -Irtl -s vp_engine -o "$d/elab.vvp" $rtl || { echo "rtl-lint: FAIL: iverilog"; exit 1; }
for ne in 1 2 3; do
  # shellcheck disable=SC2086
  iverilog -g2012 -Irtl -s vp_multi -P vp_multi.NENGINES=$ne -o "$d/elab-multi.vvp" $rtl || { echo "rtl-lint: FAIL: iverilog vp_multi NENGINES=$ne"; exit 1; }
done
echo "rtl-lint: iverilog elaborates vp_engine, and vp_multi with 1, 2 and 3 engines"
for u in VU SFU; do
  # shellcheck disable=SC2086
  verilator --lint-only -Wall -DVP_SIM -DVP_UNIT_$u $ecp5 -Irtl -Ifpga/rtl --top-module vp_unit_top \
    $board synth/fpga_unit/vp_unit_top.v fpga/rtl/vp_pll_ecp5.v $rtl || { echo "rtl-lint: FAIL: vp_unit_top UNIT $u"; exit 1; }
done
echo "rtl-lint: vp_engine lint clean in $n configurations, elaborated by Icarus; synth/fpga_unit/vp_unit_top.v (make fpga-unit) lint clean with UNIT vu and sfu"
