#!/usr/bin/env bash
# RTL throughput table for `make bench` (not a test): each program runs on
# the Verilated engine in lock step with the C model (vpcosim, no input gaps,
# no back-pressure) at each thread count; prints cycles/vertex beside the
# ideal (dynamic instructions/vertex: one issue per clock), issue-slot use,
# and the simulation rate in engine cycles per wall-clock second.
#
#   scripts/rtlbench.sh SIMDIR "THREADS..." VERTICES PROGRAM.vp...
# PROGRAM.in beside each program supplies constants and one set of vertices;
# its attribute lines are repeated until about VERTICES vertices.
set -euo pipefail
simdir=$1; threads=$2; want=$3; shift 3
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
printf '%-28s %7s %9s %9s %12s %9s %12s\n' program threads vertices "ideal" "cycles/vtx" "issue use" "sim cyc/s"
for p in "$@"; do
  in=${p%.*}.in; name=$(basename "${p%.*}")
  grep -v '^ *v\[' "$in" > "$tmp/s.in"
  grep '^ *v\[' "$in" > "$tmp/v.in"
  per=$(grep -Ec '^ *v\[(0|OPOS)\]' "$tmp/v.in" || true); [ "$per" -gt 0 ] || { echo "rtlbench: $in provokes no vertex" >&2; exit 1; }
  for ((i = 0; i < (want + per - 1) / per; i++)); do cat "$tmp/v.in"; done >> "$tmp/s.in"
  for n in $threads; do
    b=$simdir/vpcosim_t$n
    t0=$(date +%s%N)
    out=$("$b" --quiet --seed 1 --gaps 0 --stall 0 "$p" "$tmp/s.in" 2>&1) || { echo "$out"; echo "rtlbench: $name NTHREADS=$n failed" >&2; exit 1; }
    t1=$(date +%s%N)
    echo "$out" | awk -v name="$name" -v n="$n" -v ns=$((t1 - t0)) '
      /^vpcosim: PASS/ {
        for (i = 1; i <= NF; i++) {
          if ($(i+1) == "vertices,") v = $i
          if ($(i+1) == "instructions" && $(i+2) == "compared,") ins = $i
          if ($(i+1) == "cycles" && $(i+2) ~ /^\(/) cyc = $i
          if ($i == "use") use = $(i+1)
        }
        printf "%-28s %7d %9d %9.2f %12.2f %9s %12.0f\n", name, n, v, ins / v, cyc / v, use, cyc / (ns / 1e9)
      }'
  done
done
