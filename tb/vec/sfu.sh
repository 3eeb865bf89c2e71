#!/usr/bin/env bash
# The special-function unit's tests (make rtl-sfu-test, mk/rtl_sfu.mk;
# docs/numerics.md). tb/vec/sfu_vectors writes the vector lists; the bench
# tb/vec/tb_sfu.v streams them one per clock and compares all 128 bits.
#
#   tb/vec/sfu.sh lint MIN_LAT "LATS" GPU...
#       verilator -Wall on vp_sfu and its blocks per GPU and LAT; the
#       parameter guards: LAT = MIN_LAT - 1 refused by Verilator (at
#       elaboration) and Icarus (at time 0), GPU 25 refused
#   tb/vec/sfu.sh oracle DIR MIN_LAT ORACLE GPU...
#       every vector of the reference files through the Verilator bench
#       DIR/objGPU/tb_sfu (the lists DIR/oracleGPU.txt, made by mk/rtl_sfu.mk)
#   tb/vec/sfu.sh random DIR SFU_VECTORS SEED COUNT GPU...
#       COUNT random operands per operation and mode against the C library
#   tb/vec/sfu.sh icarus DIR N "GPU_LAT[_SHARE]..."
#       the first N oracle vectors through Icarus, per GPU_LAT (e.g. 30_13);
#       GPU_LAT_SHARE (e.g. 30_12_1) sets vp_sfu's MUL_SHARE (else its
#       default) and streams N / 2 of the oracle vectors spread over the
#       whole list and shuffled (a fixed order), so that the operations of
#       all blocks follow each other through the shared multipliers
#   tb/vec/sfu.sh soak DIR SFU_VECTORS FUNC...
#       every fraction of each NV30 datapath FUNC (sfu_vectors --sweep)
#       streamed through a FIFO into the GPU 30 bench
set -u
mode=$1; shift

# run GPU VECTORS LOG NAME WHAT: the Verilator bench on VECTORS; on failure
# its mismatches (op, operand, expected, got)
run() {
  ( "$d/obj$1/tb_sfu" +vec="$2" > "$3" 2>&1; exit $? ) 2> /dev/null; local rc=$?
  if [ $rc != 0 ] || ! grep -q '^tb_sfu: PASS' "$3"; then
    grep -v '^- ' "$3" | head -60; echo "$4: FAIL: GPU $1: $5 ($3)"; exit 1
  fi
}

case $mode in
lint)
  min=$1 lats=$2; shift 2
  for g in "$@"; do for l in $lats; do
    verilator --lint-only -Wall -Irtl -GGPU=$g -GLAT=$l --top-module vp_sfu rtl/vp_sfu.v || exit 1
  done
    for sh in 0 1; do verilator --lint-only -Wall -Irtl -GGPU=$g -GMUL_SHARE=$sh --top-module vp_sfu rtl/vp_sfu.v || exit 1; done
  done
  echo "rtl-sfu-lint: vp_sfu and its blocks lint clean (verilator -Wall, GPU $*, LAT $lats, MUL_SHARE 0 and 1)"
  low=$((min - 1)) d=$(mktemp -d)
  trap 'rm -rf "$d"' EXIT
  if verilator --lint-only -Wall -Irtl -GLAT=$low --top-module vp_sfu rtl/vp_sfu.v > "$d/v.log" 2>&1 ||
     ! grep -q "LAT = $low is below MIN_LAT = $min" "$d/v.log"; then
    cat "$d/v.log"; echo "rtl-sfu-lint: FAIL: Verilator accepted LAT < MIN_LAT"; exit 1; fi
  : > "$d/none.txt"
  iverilog -g2012 -Irtl -yrtl -P tb_sfu.LAT=$low -o "$d/lat.vvp" tb/vec/tb_sfu.v || exit 1
  if vvp -n "$d/lat.vvp" +vec="$d/none.txt" > "$d/i.log" 2>&1 || ! grep -q "is below MIN_LAT = $min" "$d/i.log"; then
    cat "$d/i.log"; echo "rtl-sfu-lint: FAIL: Icarus accepted LAT < MIN_LAT"; exit 1; fi
  if verilator --lint-only -Wall -Irtl -GGPU=25 --top-module vp_sfu rtl/vp_sfu.v > "$d/g.log" 2>&1 ||
     ! grep -q 'GPU = 25 is neither 20' "$d/g.log"; then
    cat "$d/g.log"; echo "rtl-sfu-lint: FAIL: Verilator accepted GPU = 25"; exit 1; fi
  echo "rtl-sfu-lint: lint clean; LAT = $low refused (Verilator at elaboration, Icarus at time 0), GPU = 25 refused";;
oracle)
  d=$1 min=$2 oracle=$3; shift 3
  for g in "$@"; do
    run "$g" "$d/oracle$g.txt" "$d/oracle$g.log" rtl-sfu-oracle "the reference vectors differ"
    n=$(sed -n 's/^tb_sfu: PASS: GPU [0-9]*: \([0-9]*\) vectors.*/\1/p' "$d/oracle$g.log")
    f=$(sed -n 's/.*vectors (\([0-9]*\) files: .*/\1/p' "$d/oracle$g.gen.log")
    echo "rtl-sfu-oracle: GPU $g: $n vectors ($f files of $oracle) equal, all 128 bits, LAT $min"
  done;;
random)
  d=$1 gen=$2 s=$3 count=$4; shift 4
  for g in "$@"; do
    "$gen" --gpu "$g" --random "$count" --seed "$s" "$d/random$g.txt" > /dev/null || exit 1
    run "$g" "$d/random$g.txt" "$d/random$g.log" rtl-sfu-random "differs from the C library (reproduce: SEED=$s make rtl-sfu-random)"
    echo "rtl-sfu-random: GPU $g: $(sed -n 's/^tb_sfu: PASS: GPU [0-9]*: \([0-9]*\) vectors.*/\1/p' "$d/random$g.log") vectors equal to the C library (SEED=$s)"
  done;;
icarus)
  d=$1 n=$2; shift 2
  for gl in $1; do IFS=_ read -r g l sh <<< "$gl"
    if [ -z "$sh" ]; then
      shp= what="the first of the oracle list"
      head -"$n" "$d/oracle$g.txt" > "$d/icarus$gl.txt"
    else
      k=$(( $(wc -l < "$d/oracle$g.txt") * 2 / n + 1 ))
      awk -v k="$k" 'NR % k == 1' "$d/oracle$g.txt" | shuf --random-source=<(yes) > "$d/icarus$gl.txt"
      shp="-P tb_sfu.MUL_SHARE=$sh" what="every ${k}th of the oracle list, shuffled; MUL_SHARE $sh"
    fi
    # shellcheck disable=SC2086
    iverilog -g2012 -Irtl -yrtl -P tb_sfu.GPU="$g" -P tb_sfu.LAT="$l" $shp -o "$d/icarus$gl.vvp" tb/vec/tb_sfu.v || exit 1
    vvp -n "$d/icarus$gl.vvp" +vec="$d/icarus$gl.txt" > "$d/icarus$gl.log" 2>&1; rc=$?
    if [ $rc != 0 ] || ! grep -q '^tb_sfu: PASS' "$d/icarus$gl.log"; then
      head -60 "$d/icarus$gl.log"; echo "rtl-sfu-icarus: FAIL: GPU $g, LAT $l${sh:+, MUL_SHARE $sh}"; exit 1; fi
    echo "rtl-sfu-icarus: $(grep '^tb_sfu: PASS' "$d/icarus$gl.log" | sed 's/^tb_sfu: PASS: //') ($what)"
  done;;
soak)
  d=$1 gen=$2; shift 2
  ok=1
  for fn in "$@"; do
    p=$d/soak_$fn.fifo; rm -f "$p"; mkfifo "$p"
    "$gen" --gpu 30 --sweep "$fn" "$p" > /dev/null &
    ( "$d/obj30/tb_sfu" +vec="$p" +nobubble > "$d/soak_$fn.log" 2>&1; exit $? ) 2> /dev/null; rc=$?
    wait; rm -f "$p"
    echo "rtl-sfu-soak $fn: $(grep '^tb_sfu:' "$d/soak_$fn.log" | tail -1)"
    { [ $rc = 0 ] && grep -q '^tb_sfu: PASS' "$d/soak_$fn.log"; } || ok=0
  done
  [ $ok = 1 ] || { echo "rtl-sfu-soak: FAIL"; exit 1; }
  echo "rtl-sfu-soak: every fraction of $* on GPU 30 equal to the C library";;
*) echo "sfu.sh: lint, oracle, random, icarus or soak, not '$mode'"; exit 2;;
esac
