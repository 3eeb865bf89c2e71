#!/usr/bin/env bash
# make vpdis-cli: every program in programs/ that assembles goes vpasm ->
# .hex and .bin -> vpdis (plain, and --words from the .bin) -> vpasm -> the
# same .hex.
#
#   tb/cli/vpdis_cli.sh VPASM VPDIS WORKDIR
set -u
vpasm=$1 vpdis=$2 d=$3
rm -rf "$d" && mkdir -p "$d"
n=0; skip=0; bad=0
while IFS= read -r f; do
  if ! "$vpasm" --hex $d/a.hex --bin $d/a.bin "$f" >/dev/null 2>&1; then skip=$((skip+1)); continue; fi
  n=$((n+1)); ok=1
  "$vpdis" $d/a.hex > $d/t.vp && "$vpasm" --hex $d/t.hex $d/t.vp && cmp -s $d/a.hex $d/t.hex || ok=0
  "$vpdis" --words $d/a.bin > $d/w.vp && "$vpasm" --hex $d/w.hex $d/w.vp && cmp -s $d/a.hex $d/w.hex || ok=0
  if [ $ok = 0 ]; then bad=$((bad+1)); echo "vpdis-cli: FAIL $f (see $d)"; break; fi
done < <(find programs -type f \( -name '*.vp' -o -name '*.vsp' \) | sort)
echo "vpdis-cli: $n programs round-trip through vpasm/vpdis ($skip do not assemble)"; [ $bad = 0 ]