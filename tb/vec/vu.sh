#!/usr/bin/env bash
# The vector unit's and address unit's tests (make rtl-vu-test, mk/rtl_vu.mk;
# docs/architecture.md 3.1, 3.3). RTL files from VU_RTL (the environment).
#
#   tb/vec/vu.sh lint MIN_LAT GPU...
#       verilator -Wall on every module (the lane at each LANE, the sum at
#       N 2 and 4, the unit at MIN_LAT, 16 and 24), per GPU; and the
#       parameter guards: LAT = MIN_LAT - 1 and GPU 25 refused by Verilator
#       and Icarus
#   tb/vec/vu.sh oracle DIR ORACLE_VEC ORACLE GPU...
#       every vector of the reference files through the Verilator bench at
#       LAT 16 (DIR/obj_GPU_16/tb_vu); on a mismatch its oracle file and line
#   tb/vec/vu.sh verilator DIR VU_VECTORS SEED COUNT MIN_LAT GPU...
#       COUNT random vectors from the C library through the bench at MIN_LAT
#   tb/vec/vu.sh iverilog DIR VU_VECTORS ORACLE_VEC ORACLE SEED COUNT GPU...
#       Icarus at LAT 19: the first COUNT random vectors and every 100th
#       oracle line
set -u
mode=$1; shift
rtl=${VU_RTL:?VU_RTL: the files of the vector unit}
tb=tb/vec/tb_vu.v
# oracle_vec's summary line as rtl-vu-oracle's
summary='s/^oracle_vec: GPU [0-9]*: \(.* files)\), \([0-9]*\) bench lines.*/\1 equal (\2 bench lines at LAT 16, each per-component vector in all four lanes)/p'

case $mode in
lint)
  min=$1; shift
  for m in vp_vu_floor vp_vu_cmp vp_au; do verilator --lint-only -Wall -Irtl --top-module $m $rtl || exit 1; done
  for n in 2 4; do verilator --lint-only -Wall -Irtl -GN=$n --top-module vp_vu_sum $rtl || exit 1; done
  for g in "$@"; do
    for m in 0 1; do verilator --lint-only -Wall -Irtl -GGPU=$g -GMUL_LUT=$m --top-module vp_vu_mul $rtl || exit 1; done
    for l in 0 1 2 3; do verilator --lint-only -Wall -Irtl -GGPU=$g -GLANE=$l --top-module vp_vu_lane $rtl || exit 1; done
    for t in $min 16 24; do verilator --lint-only -Wall -Irtl -GGPU=$g -GLAT=$t --top-module vp_vu $rtl || exit 1; done
  done
  echo "rtl-vu-lint: verilator -Wall clean: vp_vu (LAT $min, 16, 24), vp_vu_lane (LANE 0..3), vp_vu_mul (MUL_LUT 0, 1), vp_vu_sum (N 2, 4), vp_vu_floor, vp_vu_cmp, vp_au; GPU $*"
  low=$((min - 1)) d=$(mktemp -d)
  trap 'rm -rf "$d"' EXIT
  refused() { # refused WHAT MESSAGE COMMAND...: the command must fail with MESSAGE
    local what=$1 msg=$2; shift 2
    if "$@" > "$d/log" 2>&1; then echo "rtl-vu-lint: FAIL: $what accepted"; exit 1; fi
    grep -q "$msg" "$d/log" || { cat "$d/log"; echo "rtl-vu-lint: FAIL: $what refused without '$msg'"; exit 1; }
  }
  refused "LAT=$low by Verilator" "LAT=$low is below MIN_LAT=$min" verilator --lint-only -Irtl -GLAT=$low --top-module vp_vu $rtl
  refused "LAT=$low by Icarus" "vp_vu_ERROR_LAT_below_MIN_LAT_$min" iverilog -g2012 -DTB_LAT=$low -Irtl -o "$d/lat.vvp" $tb $rtl
  refused "GPU=25 by Verilator" "GPU=25 is neither 20 (NV20) nor 30 (NV30)" verilator --lint-only -Irtl -GGPU=25 --top-module vp_vu $rtl
  refused "GPU=25 by Icarus" "vp_vu_ERROR_GPU_is_neither_20_nor_30" iverilog -g2012 -DTB_GPU=25 -Irtl -o "$d/gpu.vvp" $tb $rtl
  echo "rtl-vu-lint: lint clean; LAT=$low < MIN_LAT=$min and GPU=25 refused by Verilator and Icarus";;
oracle)
  d=$1 orc=$2 oracle=$3; shift 3
  for g in "$@"; do
    "$orc" --oracle "$oracle" --gpu "$g" -o "$d/oracle$g.vec" --map "$d/oracle$g.map" 2> "$d/oracle$g.gen" ||
      { cat "$d/oracle$g.gen"; echo "rtl-vu-oracle: FAIL: cannot read the reference vectors"; exit 1; }
    log=$d/oracle$g.log
    "$d/obj_${g}_16/tb_vu" +vec="$d/oracle$g.vec" +maxerr=10 > "$log" 2>&1; rc=$?
    if [ $rc != 0 ] || ! grep -q '^tb_vu: PASS' "$log"; then
      grep '^tb_vu: ' "$log" | head -50
      for n in $(grep -o 'MISMATCH vp_vu line [0-9]*' "$log" | awk '{print $4}' | head -10); do
        awk -v n="$n" -v o="$oracle" '$1 == n { print "rtl-vu-oracle: bench line " n " is " o "/" $2 " (the lanes x,y,z,w)"; exit }' "$d/oracle$g.map"
      done
      echo "rtl-vu-oracle: FAIL: GPU $g: the RTL differs from the reference vectors (log $log)"; exit 1
    fi
    what=$(sed -n "$summary" "$d/oracle$g.gen")
    echo "rtl-vu-oracle: GPU $g: $what"
  done;;
verilator)
  d=$1 gen=$2 seed=$3 count=$4 min=$5; shift 5
  for g in "$@"; do
    "$gen" --gpu "$g" --seed "$seed" --count "$count" -o "$d/vu$g.vec" || exit 1
    "$d/obj_${g}_$min/tb_vu" +vec="$d/vu$g.vec" | grep -v '^- '; [ "${PIPESTATUS[0]}" = 0 ] || exit 1
  done
  echo "rtl-vu-verilator: $count random vectors per GPU ($*) of seed $seed equal to the C library at LAT $min";;
iverilog)
  d=$1 gen=$2 orc=$3 oracle=$4 seed=$5 count=$6; shift 6
  for g in "$@"; do
    "$gen" --gpu "$g" --seed "$seed" --count "$count" -o "$d/vu_iv$g.vec" 2> /dev/null || exit 1
    "$orc" --oracle "$oracle" --gpu "$g" -o "$d/oracle_iv$g.all" 2> /dev/null || exit 1
    awk 'NR % 100 == 1' "$d/oracle_iv$g.all" >> "$d/vu_iv$g.vec"
    iverilog -g2012 -Wall -DTB_LAT=19 -DTB_GPU="$g" -Irtl -o "$d/tb_vu$g.vvp" $tb $rtl || exit 1
    vvp -n "$d/tb_vu$g.vvp" +vec="$d/vu_iv$g.vec" | grep -v '^- '; [ "${PIPESTATUS[0]}" = 0 ] || exit 1
    echo "rtl-vu-iverilog: GPU $g: Icarus run of the first $count random vectors of seed $seed and every 100th oracle line passed"
  done;;
*) echo "vu.sh: lint, oracle, verilator or iverilog, not '$mode'"; exit 2;;
esac
