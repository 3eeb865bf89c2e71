#!/usr/bin/env bash
# make coverage (mk/coverage.mk, docs/coverage.md): regress programs from
# tb/regress/vpgen through the --coverage Verilator build of the lock-step
# bench; functional bins (vpcover: the C model's commit trace + the bench's
# --cover-log events) and Verilator line/toggle coverage; prints the holes and
# the per-file summary and writes DIR/REPORT.md.
#
#   tb/regress/coverage.sh DIR VPGEN VPCOVER VBIN SEED COUNT SIZE VERTICES RUNAWAY
#
# COV_FUNC_ONLY=1: VBIN is the plain bench (no --coverage); functional bins only.
set -euo pipefail
dir=$1; gen=$2; cover=$3; vbin=$4; seed=$5; count=$6; size=$7; nvert=$8; runaway=$9
run=$dir/run; rm -rf "$run" "$dir/func.db" "$dir/annotate"; mkdir -p "$run/dat" "$run/log" "$run/pairs"
: > "$run/pairs.txt"
merge() { # fold the per-run counts into merged.dat (each run writes megabytes)
  set -- "$run"/dat/*.dat; [ -e "$1" ] || return 0
  if [ -f "$dir/merged.dat" ]; then set -- "$dir/merged.dat" "$@"; fi
  verilator_coverage --write "$run/m.dat" "$@" > /dev/null && mv "$run/m.dat" "$dir/merged.dat" && rm -f "$run"/dat/*.dat
}
rm -f "$dir/merged.dat"
t0=$(date +%s); instr=0
for ((i = 0; i < count; i++)); do s=$((seed + i))
  set -- $("$gen" --seed $s --out "$run/pairs/g$s" --size "$size" --vertices "$nvert" --runaway "$runaway" 2>"$run/gen.err") || { cat "$run/gen.err"; exit 1; }
  g=$(echo "0 0.25 0.5" | cut -d' ' -f$((s % 3 + 1))); st=$(echo "0.05 0.25 0.6" | cut -d' ' -f$((s / 3 % 3 + 1)))
  if ! out=$(VPCOV_DAT=$run/dat/$s.dat "$vbin" --quiet --seed $s --gaps $g --stall $st --cover-log "$run/log/$s.log" "$1" "$2" 2>&1); then
    echo "$out" | head -40
    echo "coverage: FAIL (RTL and model differ) seed=$s; reproduce: $gen --seed $s --out /tmp/g$s --size $size --vertices $nvert --runaway $runaway && $vbin --seed $s --gaps $g --stall $st /tmp/g$s.${1##*.} /tmp/g$s.in"
    exit 1
  fi
  instr=$((instr + $(echo "$out" | sed -n 's/.* \([0-9]*\) instructions compared.*/\1/p')))
  echo "$1 $2 $run/log/$s.log" >> "$run/pairs.txt"
  if (( i % 20 == 19 )); then merge; fi
done
merge
t1=$(date +%s)
nt=$(head -1 "$run/log/$seed.log" | cut -d' ' -f2)
summary="SEED=$seed COUNT=$count NTHREADS=$nt (size $size, up to $nvert vertices, runaway $runaway per mille): $count programs, $instr instructions compared with the model, $((t1 - t0)) s"
echo "coverage: $summary"
echo "== functional coverage (tb/regress/cover.c)"
"$cover" --db "$dir/func.db" --pairs "$run/pairs.txt" --report --md "$dir/func.md"
if [ -n "${COV_FUNC_ONLY:-}" ]; then # make coverage-func: a bench without --coverage, functional bins only
  { echo "# Functional coverage report"; echo
    echo "$(date -u +%Y-%m-%d), \`make coverage-func SEED=$seed COUNT=$count\`: $summary."
    echo "Regenerate with the same command; bins and method in docs/coverage.md."; echo
    cat "$dir/func.md"; } > "$dir/REPORT.md"
  echo "coverage: report $dir/REPORT.md (functional bins only; make coverage adds line + toggle)"
  exit 0
fi
echo "== Verilator line + toggle coverage ($dir/merged.dat, $dir/coverage.info, annotated sources in $dir/annotate)"
verilator_coverage --write-info "$dir/coverage.info" "$dir/merged.dat" > /dev/null
verilator_coverage --annotate "$dir/annotate" "$dir/merged.dat" > "$dir/annotate.log" 2>&1 || { cat "$dir/annotate.log"; exit 1; }
awk -v list=25 -f "$(dirname "$0")/covsum.awk" "$dir/merged.dat" | tee "$dir/rtl-summary.txt"
{
  echo "# Coverage report"
  echo
  echo "$(date -u +%Y-%m-%d), \`make coverage SEED=$seed COUNT=$count\`: $summary."
  echo "Regenerate with the same command; bins and method in docs/coverage.md."
  echo
  echo "## Functional coverage"
  echo
  cat "$dir/func.md"
  echo
  echo "## Verilator line + toggle coverage"
  echo
  echo '```'
  cat "$dir/rtl-summary.txt"
  echo '```'
} > "$dir/REPORT.md"
echo "coverage: report $dir/REPORT.md"
