#!/usr/bin/env bash
# Engine benchmarks on the RTL and the C model (issue 7; docs/bench.md).
# Not a test: nothing here asserts a time. Cycle counts are deterministic
# (no input gaps, no back-pressure, fixed stream), so `check` compares them
# with a checked-in baseline and make test fails when one grows.
#
#   scripts/bench.sh table  SIMDIR "THREADS..." VERTICES PROGRAM...
#       Markdown table on stdout, one row per program: static and dynamic
#       instructions, RTL cycles/vertex at each thread count (the last one
#       is the default), issue-slot use at the last count, C-model
#       vertices/s on the same stream (vpsim --bench) and simulated
#       cycles/s. Progress goes to stderr.
#   scripts/bench.sh cycles SIMDIR "THREADS..." VERTICES PROGRAM...
#       Baseline lines "PROGRAM THREADS VERTICES CYCLES" on stdout.
#   scripts/bench.sh check  SIMDIR BASELINE
#       Runs every line of BASELINE again; fails when a program needs more
#       cycles than recorded, notes when it needs fewer.
#   scripts/bench.sh doc    SIMDIR "THREADS..." VERTICES OUTDIR NOTE PAPER... -- PROGRAM...
#       make bench: vpbench on the paper's programs, then the table, written
#       to docs/bench.md with the date, commit and machine (NOTE: the stream
#       and engines sentence).
#
# Each program's stream is PROGRAM.in (beside it): its parameter lines first,
# then its attribute lines repeated until there are at least VERTICES runs
# (a v[0]/v[OPOS] write provokes one). SIMDIR holds vpcosim_t<N> (mk/sim.mk);
# a thread count written N_board means vpcosim_tN_board, the FPGA boards' engine.
set -euo pipefail
BIN=${BIN:-build/bin}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

die() { echo "bench.sh: $*" >&2; exit 1; }

# stream PROGRAM VERTICES FILE: the repeated input stream; prints runs per copy
stream() {
  local in=${1%.*}.in want=$2 out=$3 per i
  [ -f "$in" ] || die "$in: no input file beside $1"
  grep -v '^ *v\[' "$in" > "$out"
  grep '^ *v\[' "$in" > "$tmp/v.in" || true
  per=$(grep -Ec '^ *v\[(0|OPOS)\]' "$tmp/v.in" || true)
  [ "$per" -gt 0 ] || die "$in provokes no vertex"
  for ((i = 0; i < (want + per - 1) / per; i++)); do cat "$tmp/v.in"; done >> "$out"
}

# run SIMDIR THREADS PROGRAM STREAM: "runs instructions cycles use% ns"
run() {
  local b=$1/vpcosim_t$2 out t0 t1
  [ -x "$b" ] || die "$b: not built (make $b)"
  t0=$(date +%s%N)
  out=$("$b" --quiet --seed 1 --gaps 0 --stall 0 "$3" "$4" 2>&1) || { echo "$out" >&2; die "$3 NTHREADS=$2: the RTL and the model differ"; }
  t1=$(date +%s%N)
  echo "$out" | awk -v ns=$((t1 - t0)) '
    /^vpcosim: PASS/ {
      for (i = 1; i <= NF; i++) {
        if ($(i+1) == "vertices,") v = $i
        if ($(i+1) == "state" && $(i+2) == "runs,") s = $i
        if ($(i+1) == "instructions" && $(i+2) == "compared,") ins = $i
        if ($(i+1) == "cycles" && $(i+2) ~ /^\(/) cyc = $i
        if ($i == "use") use = $(i+1)
      }
      sub(/%/, "", use); print v + s, ins, cyc, use, ns; found = 1
    }
    END { if (!found) exit 1 }' || die "$3 NTHREADS=$2: no PASS line from vpcosim"
}

cmd=${1:-}; shift || true
case $cmd in
table)
  simdir=$1; threads=$2; want=$3; shift 3
  last=${threads##* }
  printf '| program | env | static instr. | dynamic instr./vertex (= ideal cycles) |'
  for n in $threads; do case $n in *_board) printf ' cycles/vertex, %s thr., board |' "${n%_board}";; *) printf ' cycles/vertex, %s thr. |' "$n";; esac; done
  printf ' issue-slot use, %s thr. | C model M vertices/s | Verilator sim. cycles/s |\n' "$last"
  printf '|---|---|---:|---:|'; for n in $threads; do printf -- '---:|'; done; printf -- '---:|---:|---:|\n'
  for p in "$@"; do
    echo "bench: $p" >&2
    hdr=$("$BIN/vpasm" "$p" | head -1)
    env=$(echo "$hdr" | sed -n 's/.*env=\([^ ]*\).*/\1/p'); words=$(echo "$hdr" | sed -n 's/.*count=\([0-9]*\).*/\1/p')
    stream "$p" "$want" "$tmp/s.in"
    row=""; dyn=""; use=""; rate=""
    for n in $threads; do
      r=$(run "$simdir" "$n" "$p" "$tmp/s.in"); read -r runs ins cyc u ns <<< "$r"
      row+=$(awk -v c="$cyc" -v r="$runs" 'BEGIN { printf " %.1f |", c / r }')
      dyn=$(awk -v i="$ins" -v r="$runs" 'BEGIN { printf "%.2f", i / r }')
      use=$u; rate=$(awk -v c="$cyc" -v ns="$ns" 'BEGIN { printf "%.0f", c / (ns / 1e9) }')
    done
    # the C model on the same stream (vpsim --bench: CPU time, best of 50 rounds)
    mb=$("$BIN/vpsim" --bench 50 "$p" "$tmp/s.in") || die "$p: vpsim --bench failed"
    if [ "$env" = VSP1.0 ]; then model=$(echo "$mb" | sed -n 's/.*: \([0-9.]*\) M state runs\/s.*/\1 (state runs)/p')
    else model=$(echo "$mb" | sed -n 's/.*, \([0-9.]*\) M vertices\/s.*/\1/p'); fi
    [ -n "$model" ] || die "$p: cannot read vpsim --bench output: $mb"
    printf '| `%s` | %s | %s | %s |%s %s %% | %s | %s |\n' "$(basename "$p")" "$env" "$words" "$dyn" "$row" "$use" "$model" "$rate"
  done
  ;;
cycles)
  simdir=$1; threads=$2; want=$3; shift 3
  for p in "$@"; do
    stream "$p" "$want" "$tmp/s.in"
    for n in $threads; do
      r=$(run "$simdir" "$n" "$p" "$tmp/s.in"); read -r runs ins cyc u ns <<< "$r"
      echo "$p $n $want $cyc"
    done
  done
  ;;
check)
  simdir=$1; base=$2; worse=0; better=0; same=0
  [ -f "$base" ] || die "$base: no baseline"
  while read -r p n want cyc; do
    case $p in ''|'#'*) continue;; esac
    stream "$p" "$want" "$tmp/s.in"
    r=$(run "$simdir" "$n" "$p" "$tmp/s.in"); read -r runs ins now u ns <<< "$r"
    if [ "$now" -gt "$cyc" ]; then
      echo "bench-check: FAIL: $p NTHREADS=$n $want vertices: $now cycles, baseline $cyc (+$((now - cyc)))"; worse=$((worse + 1))
    elif [ "$now" -lt "$cyc" ]; then
      echo "bench-check: note: $p NTHREADS=$n: $now cycles, baseline $cyc (faster; make bench-baseline records it)"; better=$((better + 1))
    else same=$((same + 1)); fi
  done < "$base"
  echo "bench-check: $same equal, $better faster, $worse slower than $base"
  [ "$worse" -eq 0 ]
  ;;
doc)
  simdir=$1; threads=$2; want=$3; out=$4; note=$5; shift 5
  paper=(); while [ "$1" != -- ]; do paper+=("$1"); shift; done; shift
  mkdir -p "$out"
  echo "== C golden model on the paper's programs beside a plain host-float interpreter (vpbench; target >= 50 M instr/s/core)"
  for p in "${paper[@]}"; do "$BIN/vpbench" --vertices 20000 --rounds 30 "$p"; echo; done | tee "$out/model.md"
  echo "== every program: RTL (Verilator, lock step with the C model) and the C model on the same $want-vertex stream"
  "$0" table "$simdir" "$threads" "$want" "$@" > "$out/table.md"
  cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)
  { echo "# Benchmarks"; echo
    echo "Generated by \`make bench\` on $(date -u '+%F %H:%M UTC') at commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet HEAD -- . ':!docs/bench.md' 2>/dev/null || echo ' (with local changes)'),"
    echo "on $cpu, $(nproc) cores, $(uname -sm); $(${CC:-cc} --version | head -1), $(verilator --version)."
    echo "Do not edit: rerun \`make bench\`. How to read it: the end of this file."; echo
    echo "## C model beside a plain host-float interpreter (vpbench)"; echo; cat "$out/model.md"
    echo "## Every program: RTL cycles per vertex and C-model speed"; echo
    echo "Stream: each program's \`.in\` parameters, then its attribute lines repeated to $want or more runs; $note."; echo
    cat "$out/table.md"; echo; cat docs/bench-notes.md; } > docs/bench.md.tmp
  mv docs/bench.md.tmp docs/bench.md; cat "$out/table.md"; echo "bench: wrote docs/bench.md"
  ;;
*)
  sed -n '2,22s/^# \{0,1\}//p' "$0"; exit 2 ;;
esac
