#!/usr/bin/env bash
# make pair-check (docs/assembler.md "Pairing"): programs assembled with
# vpasm's automatic pairing and without it give the same results on the C
# model, bit for bit: every program of programs/ (on its .in), every
# program of CORPUS that vpasm accepts (on random inputs) and COUNT random
# programs of tb/regress/vpgen (seeds SEED+1 .. SEED+COUNT, no runaway
# loops, on their own streams); tb/asm/pair_check.c compares them and
# counts the paired words.
#
#   tb/asm/pair_check.sh PAIR_CHECK VPGEN WORKDIR SEED COUNT CORPUS
set -u
check=$1 vpgen=$2 d=$3 seed=$4 count=$5 corpus=$6
echo "pair-check: SEED=$seed COUNT=$count (reproduce: make pair-check SEED=$seed PAIR_COUNT=$count)"
rm -rf "$d" && mkdir -p "$d/random" || exit 1
for k in $(seq 1 "$count"); do
  "$vpgen" --seed $((seed + k)) --out "$d/random/r$k" --runaway 0 --vertices 8 > /dev/null 2> "$d/vpgen.log" ||
    { cat "$d/vpgen.log"; echo "pair-check: FAIL vpgen --seed $((seed + k))"; exit 1; }
done
[ -d "$corpus" ] || { echo "pair-check: FAIL no corpus $corpus (make CORPUS=... or SHARED=...)"; exit 1; }
"$check" --seed "$seed" --min-pairs "$count" programs "$corpus" "$d/random"
