#!/usr/bin/env bash
# make vpdis-cli: every program in programs/ that assembles goes vpasm
# (pairing, and --no-pair) -> .hex and .bin -> vpdis (plain, and --words
# from the .bin) -> vpasm --no-pair (the text says which words are pairs)
# -> the same .hex.
#
#   tb/cli/vpdis_cli.sh VPASM VPDIS WORKDIR
set -u
vpasm=$1 vpdis=$2 d=$3
rm -rf "$d" && mkdir -p "$d"
n=0; skip=0; bad=0; np=0
while IFS= read -r f; do
  if ! "$vpasm" --hex $d/a.hex --bin $d/a.bin "$f" >/dev/null 2>&1; then skip=$((skip+1)); continue; fi
  n=$((n+1)); ok=1
  for pair in "" --no-pair; do
    "$vpasm" $pair --hex $d/a.hex --bin $d/a.bin "$f" || ok=0
    "$vpdis" $d/a.hex > $d/t.vp && "$vpasm" --no-pair --hex $d/t.hex $d/t.vp && cmp -s $d/a.hex $d/t.hex || ok=0
    "$vpdis" --words $d/a.bin > $d/w.vp && "$vpasm" --no-pair --hex $d/w.hex $d/w.vp && cmp -s $d/a.hex $d/w.hex || ok=0
    [ -z "$pair" ] && grep -q '^  + ' $d/t.vp && np=$((np+1))
  done
  if [ $ok = 0 ]; then bad=$((bad+1)); echo "vpdis-cli: FAIL $f (see $d)"; break; fi
done < <(find programs -type f \( -name '*.vp' -o -name '*.vsp' \) | sort)
echo "vpdis-cli: $n programs round-trip through vpasm/vpdis, paired ($np with pairs) and with --no-pair ($skip do not assemble)"
[ $bad = 0 ] && [ $np -gt 0 ]