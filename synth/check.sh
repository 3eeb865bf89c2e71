#!/usr/bin/env bash
# Area check of the synthesis results against a baseline (docs/synth.md).
#
#   synth/check.sh BASELINE CURRENT
#
# Both files hold "FLOW UNIT METRIC VALUE" lines ('#' lines are comments;
# a "# yosys: ..." comment names the Yosys that made them). Fails (exit 1)
# when, for any unit of the baseline, one of the area metrics lut4, ff,
# carry, dsp, bram grows by more than 5 % (VALUE*100 > BASE*105), or when
# a unit/metric of the baseline is missing from CURRENT. Prints every
# metric that changed.
set -euo pipefail
[[ $# -eq 2 ]] || { echo "usage: synth/check.sh BASELINE CURRENT" >&2; exit 2; }
bv=$(sed -n 's/^# yosys: //p' "$1" | head -1)
cv=$(sed -n 's/^# yosys: //p' "$2" | head -1)
if [[ "$bv" != "$cv" ]]; then
  echo "synth-check: note: baseline made by '$bv', results by '$cv' (counts may differ for that reason alone)"
fi
awk -v PCT=105 '
  /^#/ || NF < 4 { next }
  FNR == NR { if ($3 ~ /^(lut4|ff|carry|dsp|bram)$/) { base[$1 " " $2 " " $3] = $4; order[++n] = $1 " " $2 " " $3 }; next }
  { cur[$1 " " $2 " " $3] = $4 }
  END {
    bad = 0; changed = 0
    for (i = 1; i <= n; i++) {
      k = order[i]; b = base[k]
      if (!(k in cur)) { print "synth-check: FAIL: " k " missing from the results"; bad = 1; continue }
      c = cur[k]
      if (c * 100 > b * PCT) {
        printf "synth-check: FAIL: %s grew from %d to %d (%+.1f %%, limit +5 %%)\n", k, b, c, b ? 100 * (c - b) / b : 100; bad = 1
      } else if (c != b) {
        printf "synth-check: %s %d -> %d (%+.1f %%)\n", k, b, c, b ? 100 * (c - b) / b : 0; changed++
      }
    }
    if (n == 0) { print "synth-check: FAIL: the baseline holds no area metrics"; exit 1 }
    if (bad) { print "synth-check: area grew over the baseline: fix it, or run make synth-baseline and commit synth/baseline.txt with the change"; exit 1 }
    printf "synth-check: %d metrics within 5 %% of the baseline (%d changed)\n", n, changed
  }' "$1" "$2"
