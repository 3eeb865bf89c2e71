#!/usr/bin/env bash
# Engine benchmarks on the RTL and the C model (issue 7; docs/bench.md).
# Not a test: nothing here asserts a time. Cycle counts are deterministic
# (no input gaps, no back-pressure, fixed stream), so `check` compares them
# with a checked-in baseline and make test fails when one grows.
#
#   scripts/bench.sh table  SIMDIR "THREADS..." VERTICES PROGRAM...
#       Two Markdown tables on stdout, one row per program in each. First
#       the boards' engine (the THREADS entry N_board): steady-state
#       cycles/vertex with vpasm's default words (paired) and with
#       --no-pair, the ideal (issue slots a vertex needs: words issued per
#       vertex, paired), cycles/vertex over the ideal, issue-slot use, and
#       vertices/s per board (routed Fmax x engines / cycles/vertex; a
#       board whose data says FPGA_ENGINE := small carries the small engine,
#       whose steady state is measured on vpcosim_$SMALL_BENCH). Then
#       the sweep: static and dynamic words, RTL cycles/vertex at each
#       thread count (the last one is the default), issue-slot use at the
#       last count, C-model vertices/s on the same stream (vpsim --bench)
#       and simulated cycles/s. Progress goes to stderr.
#   scripts/bench.sh boards
#       "BOARD MHZ ENGINES REPORT COMMIT KIND" per fpga/boards/BOARD: the
#       routed Fmax and commit of the report its data names (MHZ and COMMIT
#       "-" when there is none), the engines its data sets (NENGINES, else
#       1), KIND "small" when its data says FPGA_ENGINE := small, else "board".
#   scripts/bench.sh simspeed ROUNDS VERTICES PROGRAM OLD NEW
#       The lock-step bench's speed, two builds side by side on PROGRAM's
#       stream of VERTICES vertices; OLD and NEW are "LABEL|ROOT|BINARY|ENGINE"
#       (a binary runs in its tree ROOT, where its $readmemh files are).
#       ROUNDS rounds, the builds alternating (the first of a round swaps),
#       best round of each; Markdown on stdout.
#   scripts/bench.sh cycles SIMDIR "THREADS..." VERTICES PROGRAM...
#       Baseline lines "PROGRAM THREADS VERTICES CYCLES" on stdout.
#   scripts/bench.sh check  SIMDIR BASELINE
#       Runs every line of BASELINE again; fails when a program needs more
#       cycles than recorded, notes when it needs fewer.
#   scripts/bench.sh doc    SIMDIR "THREADS..." VERTICES OUTDIR NOTE PAPER... -- PROGRAM...
#       make bench: the lock-step bench's speed beside an old build's
#       (simspeed, on the boards' engine and on the default one; the old
#       tree built by scripts/bench_old.sh), vpbench on the paper's
#       programs, then the tables, written to docs/bench.md with the date,
#       commit and machine (NOTE: the stream and engines sentence).
#       Environment: OLD_COMMIT, OLD_DIR, OLD_NOTE (the old build, where it
#       is built, a sentence on why that commit), SHARED, SPEED_PROG,
#       SPEED_VERTICES, SPEED_ROUNDS, BOARD_CFG (the boards' parameters).
#
# The RTL runs vpasm's image of each program (vpasm FILE, which pairs;
# --no-pair for the unpaired columns, which appear when vpasm has that
# option). Each program's stream is PROGRAM.in (beside it): its parameter
# lines first, then its attribute lines repeated until there are at least
# VERTICES runs (a v[0]/v[OPOS] write provokes one). SIMDIR holds
# vpcosim_t<N> (mk/sim.mk); a thread count written N_board means
# vpcosim_tN_board, the FPGA boards' engine; SMALL_BENCH (environment,
# e.g. nv20_t15_small) names vpcosim_$SMALL_BENCH, the small board's.
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

# run SIMDIR THREADS PROGRAM STREAM [NAME]: "runs instructions cycles use% ns"
# (PROGRAM: text or a vpasm image; NAME names it in messages; ns: the
# process's CPU time, user + system)
run() {
  local b=$1/vpcosim_t$2 out name=${5:-$3} TIMEFORMAT='%U %S' u s
  case $2 in nv*) b=$1/vpcosim_$2;; esac
  [ -x "$b" ] || die "$b: not built (make $b)"
  out=$( { time "$b" --quiet --seed 1 --gaps 0 --stall 0 "$3" "$4" 2>&1; } 2> "$tmp/time" ) ||
    { echo "$out" >&2; die "$name NTHREADS=$2: the RTL and the model differ"; }
  read -r u s < "$tmp/time"
  echo "$out" | awk -v ns="$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%.0f", (u + s) * 1e9 }')" '
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
    END { if (!found) exit 1 }' || die "$name NTHREADS=$2: no PASS line from vpcosim"
}

# steady "RUN1" "RUN2" (two lines of run on streams of V and 2V runs): the
# steady state, "cycles/vertex words/vertex use%": the differences of the
# cycles and the words issued over the difference of the runs, so the
# fixed cost (reset, the constant memory's clear, program and parameter
# loads, the pipeline's fill and drain) cancels; the use of the longer run
steady() {
  local r1 r2 i1 i2 c1 c2 u2 x
  read -r r1 i1 c1 x x <<< "$1"; read -r r2 i2 c2 u2 x <<< "$2"
  [ "$r2" -gt "$r1" ] || die "steady: the longer stream has no more runs ($r1, $r2)"
  awk -v r1="$r1" -v r2="$r2" -v i1="$i1" -v i2="$i2" -v c1="$c1" -v c2="$c2" -v u="$u2" \
    'BEGIN { printf "%.2f %.2f %s\n", (c2 - c1) / (r2 - r1), (i2 - i1) / (r2 - r1), u }'
}

cmd=${1:-}; shift || true
case $cmd in
table)
  simdir=$1; threads=$2; want=$3; shift 3
  last=${threads##* }; bn=""
  for n in $threads; do case $n in *_board) bn=$n;; esac; done
  [ -n "$bn" ] || die "table: no N_board among the thread counts '$threads'"
  pair=0; if "$BIN/vpasm" --help 2>&1 | grep -q -e '--no-pair'; then pair=1; fi
  "$0" boards > "$tmp/boards.txt"
  # the boards' engine: steady state from the runs of VERTICES and 2 x VERTICES
  {
    printf '| program | env |'
    [ $pair = 1 ] && printf ' instr./vertex |'
    printf ' ideal: issue slots/vertex |'
    if [ $pair = 1 ]; then printf ' cycles/vertex, paired | cycles/vertex, unpaired |'; else printf ' cycles/vertex |'; fi
    printf ' cycles/vertex / ideal | whole run: cycles/vertex / ideal | issue-slot use |'
    while read -r b mhz ne rep com kind; do
      sm=""; [ "$kind" = small ] && sm=", small engine"
      if [ "$mhz" = - ]; then printf ' M vertices/s, %s (no routed Fmax%s) |' "$b" "$sm"
      else printf ' M vertices/s, %s (%s MHz x %s%s) |' "$b" "$mhz" "$ne" "$sm"; fi
    done < "$tmp/boards.txt"
    printf '\n|---|---|'; [ $pair = 1 ] && printf -- '---:|---:|'; printf -- '---:|---:|---:|---:|---:|'
    while read -r b rest; do printf -- '---:|'; done < "$tmp/boards.txt"; printf '\n'
  } > "$tmp/board.md"
  {
    printf '| program | env | static words | dynamic words/vertex (= ideal cycles) |'
    for n in $threads; do case $n in *_board) printf ' cycles/vertex, %s thr., board |' "${n%_board}";; *) printf ' cycles/vertex, %s thr. |' "$n";; esac; done
    printf ' issue-slot use, %s thr. | C model M vertices/s | Verilator sim. cycles/s (CPU) |\n' "$last"
    printf '|---|---|---:|---:|'; for n in $threads; do printf -- '---:|'; done; printf -- '---:|---:|---:|\n'
  } > "$tmp/sweep.md"
  for p in "$@"; do
    echo "bench: $p" >&2
    "$BIN/vpasm" "$p" -o "$tmp/p.hex" || die "$p: vpasm failed"
    [ $pair = 0 ] || "$BIN/vpasm" --no-pair "$p" -o "$tmp/u.hex" || die "$p: vpasm --no-pair failed"
    hdr=$(head -1 "$tmp/p.hex")
    env=$(echo "$hdr" | sed -n 's/.*env=\([^ ]*\).*/\1/p'); words=$(echo "$hdr" | sed -n 's/.*count=\([0-9]*\).*/\1/p')
    stream "$p" "$want" "$tmp/s.in"; stream "$p" $((2 * want)) "$tmp/s2.in"
    row=""; dyn=""; use=""; rate=""
    for n in $threads; do
      r=$(run "$simdir" "$n" "$tmp/p.hex" "$tmp/s.in" "$p"); read -r runs ins cyc u ns <<< "$r"
      [ "$n" = "$bn" ] && b1=$r
      row+=$(awk -v c="$cyc" -v r="$runs" 'BEGIN { printf " %.1f |", c / r }')
      dyn=$(awk -v i="$ins" -v r="$runs" 'BEGIN { printf "%.2f", i / r }')
      use=$u; rate=$(awk -v c="$cyc" -v ns="$ns" 'BEGIN { printf "%.0f", c / (ns / 1e9) }')
    done
    # the C model on the same stream (vpsim --bench: CPU time, best of 50 rounds)
    mb=$("$BIN/vpsim" --bench 50 "$p" "$tmp/s.in") || die "$p: vpsim --bench failed"
    if [ "$env" = VSP1.0 ]; then model=$(echo "$mb" | sed -n 's/.*: \([0-9.]*\) M state runs\/s.*/\1 (state runs)/p')
    else model=$(echo "$mb" | sed -n 's/.*, \([0-9.]*\) M vertices\/s.*/\1/p'); fi
    [ -n "$model" ] || die "$p: cannot read vpsim --bench output: $mb"
    printf '| `%s` | %s | %s | %s |%s %s %% | %s | %s |\n' "$(basename "$p")" "$env" "$words" "$dyn" "$row" "$use" "$model" "$rate" >> "$tmp/sweep.md"
    # the boards' engine, steady state: (2V run - V run) / (its runs - V's runs)
    b2=$(run "$simdir" "$bn" "$tmp/p.hex" "$tmp/s2.in" "$p")
    cells=$(steady "$b1" "$b2")
    read -r cpv ideal puse <<< "$cells"
    line="| \`$(basename "$p")\` | $env |"
    if [ $pair = 1 ]; then
      u1=$(run "$simdir" "$bn" "$tmp/u.hex" "$tmp/s.in" "$p (--no-pair)"); u2=$(run "$simdir" "$bn" "$tmp/u.hex" "$tmp/s2.in" "$p (--no-pair)")
      cells=$(steady "$u1" "$u2"); read -r ucpv uipv uuse <<< "$cells"
      line+=" $uipv | $ideal | $cpv | $ucpv |"
    else
      line+=" $ideal | $cpv |"
    fi
    # the whole run of V vertices (fixed costs included) beside the steady state
    read -r runs ins cyc u ns <<< "$b1"
    line+=$(awk -v c="$cpv" -v i="$ideal" -v u="$puse" -v wc="$cyc" -v wi="$ins" \
      'BEGIN { printf " %.3f | %.3f | %s %% |", c / i, wc / wi, u }')
    # the small engine's steady state, for the boards that carry it
    scpv=-
    if [ -n "${SMALL_BENCH:-}" ] && [ "$env" != VSP1.0 ] && grep -q ' small$' "$tmp/boards.txt"; then
      s1=$(run "$simdir" "$SMALL_BENCH" "$tmp/p.hex" "$tmp/s.in" "$p (small engine)")
      s2=$(run "$simdir" "$SMALL_BENCH" "$tmp/p.hex" "$tmp/s2.in" "$p (small engine)")
      read -r scpv x x <<< "$(steady "$s1" "$s2")"
    fi
    while read -r b mhz ne rep com kind; do
      c=$cpv; [ "$kind" = small ] && c=$scpv
      if [ "$mhz" = - ] || [ "$c" = - ]; then line+=" - |"
      elif [ "$env" = VSP1.0 ]; then line+=" n/a (state runs) |"
      else line+=$(awk -v f="$mhz" -v e="$ne" -v c="$c" 'BEGIN { printf " %.2f |", f * e / c }'); fi
    done < "$tmp/boards.txt"
    echo "$line" >> "$tmp/board.md"
  done
  bnt=${bn%_board}
  echo "### The boards' engine ($bnt threads): cycles per vertex against the issue slots, vertices/s per board"; echo
  if [ $pair = 0 ]; then
    echo "vpasm has no --no-pair option here (it does not pair instructions yet): one word per instruction, and no unpaired column."; echo
  fi
  cat "$tmp/board.md"; echo
  echo "Boards (routed Fmax from each board's report, engines from its board data; the report's commit is the RTL that was routed):"
  while read -r b mhz ne rep com kind; do
    sm="the boards' engine"; [ "$kind" = small ] && sm="the small engine (${SMALL_BENCH:-not measured}: its own steady state)"
    if [ "$mhz" = - ]; then echo "- $b: $rep records no routed Fmax; $ne engine(s), $sm"
    else echo "- $b: $mhz MHz routed at $com ($rep), $ne engine(s), $sm"; fi
  done < "$tmp/boards.txt"
  echo; echo "### Every program at several thread counts, and the C model"; echo
  cat "$tmp/sweep.md"
  ;;
boards)
  for d in fpga/boards/*/; do
    b=$(basename "$d")
    rep=$(fpga/flow.sh --dry-run "$b" 2>&1 | sed -n 's/^  report: //p')
    mhz=-; com=-
    if [ -n "$rep" ] && [ -f "$rep" ]; then
      mhz=$(sed -n 's/^Engine clock `[^`]*`: \*\*\([0-9.]*\) MHz\*\* achieved.*/\1/p' "$rep" | head -1)
      com=$(sed -n 's/^| commit | \([0-9a-f]*\).*/\1/p' "$rep" | head -1)
      [ -n "$mhz" ] || mhz=-; [ -n "$com" ] || com=-
    fi
    ne=$(sed -n 's/.*-set NENGINES \([0-9][0-9]*\).*/\1/p' "$d/board.mk" | head -1)
    kind=board; grep -q '^FPGA_ENGINE *:= *small *$' "$d/board.mk" && kind=small
    echo "$b $mhz ${ne:-1} ${rep:-none} $com $kind"
  done
  ;;
simspeed)
  rounds=$1; want=$2; p=$3; shift 3
  [ "$#" -eq 2 ] || die "simspeed: ROUNDS VERTICES PROGRAM OLD NEW"
  pabs=$(cd "$(dirname "$p")" && pwd)/$(basename "$p")
  stream "$p" "$want" "$tmp/speed.in"
  declare -A lab root sim eng cyc runs bestc bestw
  for k in 0 1; do
    spec=$([ $k = 0 ] && echo "$1" || echo "$2")
    IFS='|' read -r lab[$k] root[$k] sim[$k] eng[$k] <<< "$spec"
    [ -x "${sim[$k]}" ] || die "${sim[$k]}: not built"
    bestc[$k]=; bestw[$k]=
  done
  TIMEFORMAT='%R %U %S'
  for ((r = 1; r <= rounds; r++)); do
    order="0 1"; [ $((r % 2)) = 0 ] && order="1 0"
    for k in $order; do
      out=$( { time (cd "${root[$k]}" && "${sim[$k]}" --quiet --seed 1 --gaps 0 --stall 0 "$pabs" "$tmp/speed.in" 2>&1); } 2>&1 ) ||
        { echo "$out" >&2; die "simspeed: ${lab[$k]}: the lock-step bench failed"; }
      read -r wall user sys <<< "$(echo "$out" | tail -1)"
      c=$(echo "$out" | sed -n 's/^vpcosim: PASS .* \([0-9][0-9]*\) cycles (.*/\1/p')
      n=$(echo "$out" | sed -n 's/^vpcosim: PASS [^:]*: \([0-9][0-9]*\) vertices, .*/\1/p')
      [ -n "$c" ] && [ -n "$n" ] || { echo "$out" >&2; die "simspeed: ${lab[$k]}: no PASS line"; }
      [ -z "${cyc[$k]:-}" ] || [ "${cyc[$k]}" = "$c" ] || die "simspeed: ${lab[$k]}: $c cycles, ${cyc[$k]} in an earlier round"
      cyc[$k]=$c; runs[$k]=$n
      cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.3f", u + s }')
      echo "bench: simspeed round $r: ${lab[$k]%%:*}: $c cycles, ${cpu} s CPU, ${wall} s wall" >&2
      if [ -z "${bestc[$k]}" ] || awk -v a="$cpu" -v b="${bestc[$k]}" 'BEGIN { exit !(a < b) }'; then bestc[$k]=$cpu; fi
      if [ -z "${bestw[$k]}" ] || awk -v a="$wall" -v b="${bestw[$k]}" 'BEGIN { exit !(a < b) }'; then bestw[$k]=$wall; fi
    done
  done
  echo "| build | engine | cycles | cycles/vertex | best CPU s | best wall s | k cycles/s (CPU) | k cycles/s (wall) |"
  echo "|---|---|---:|---:|---:|---:|---:|---:|"
  for k in 0 1; do
    awk -v l="${lab[$k]}" -v e="${eng[$k]}" -v c="${cyc[$k]}" -v n="${runs[$k]}" -v tc="${bestc[$k]}" -v tw="${bestw[$k]}" \
      'BEGIN { printf "| %s | %s | %d | %.1f | %.3f | %.3f | %.0f | %.0f |\n", l, e, c, c / n, tc, tw, c / tc / 1e3, c / tw / 1e3 }'
  done
  echo
  awk -v c0="${cyc[0]}" -v c1="${cyc[1]}" -v t0="${bestc[0]}" -v t1="${bestc[1]}" -v w0="${bestw[0]}" -v w1="${bestw[1]}" \
    'BEGIN { printf "new / old: **%.2fx** the simulated cycles/s by CPU time (%.0f k against %.0f k), %.2fx by wall-clock time.\n", (c1 / t1) / (c0 / t0), c1 / t1 / 1e3, c0 / t0 / 1e3, (c1 / w1) / (c0 / w0) }'
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
  : "${OLD_COMMIT:?doc: OLD_COMMIT (the commit of the old build) not set}" "${OLD_DIR:?doc: OLD_DIR not set}"
  : "${SPEED_PROG:?doc: SPEED_PROG not set}" "${SPEED_VERTICES:=8000}" "${SPEED_ROUNDS:=5}" "${SHARED:=../shared}"
  mkdir -p "$out"
  # the commit and the tree this run measures: taken first, the run takes a while
  stamp=$(date -u '+%F %H:%M UTC'); load=$(cut -d' ' -f1-3 /proc/loadavg); head=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
  dirty=$(git diff --name-only HEAD -- . ':!docs/bench.md' 2>/dev/null | head -12 | tr '\n' ' ' | sed 's/ $//; s/ /, /g')
  [ -z "$dirty" ] || dirty=" (with local changes to $dirty$( [ "$(git diff --name-only HEAD -- . ':!docs/bench.md' | wc -l)" -le 12 ] || echo ', ...'))"
  echo "== the lock-step bench's speed: $OLD_COMMIT's build beside this tree's ($SPEED_PROG, $SPEED_VERTICES vertices, best of $SPEED_ROUNDS alternating rounds)"
  olds=$(scripts/bench_old.sh "$OLD_COMMIT" "$OLD_DIR" "$SHARED") || die "the old build ($OLD_COMMIT) failed"
  read -r x ob ocfg <<< "$(echo "$olds" | grep '^board ')"; read -r x od odcfg <<< "$(echo "$olds" | grep '^default ')"
  oc=$(git rev-parse --short "$OLD_COMMIT^{commit}")
  bn=""; for n in $threads; do case $n in *_board) bn=$n;; esac; done; last=${threads##* }
  root=$(pwd); sd=$simdir; case $sd in /*) ;; *) sd=$root/$sd;; esac; bcfg=${BOARD_CFG:-EX_LAT etc. of mk/boards.def}
  { echo "### The FPGA boards' engine (each tree's mk/boards.def)"; echo
    "$0" simspeed "$SPEED_ROUNDS" "$SPEED_VERTICES" "$SPEED_PROG" "old: $oc|$(dirname "$(dirname "$(dirname "$ob")")")|$ob|$ocfg" \
      "new: $head|$root|$sd/vpcosim_t$bn|NTHREADS=${bn%_board},$bcfg,VP_ECP5"
    echo; echo "### The default engine (vp_engine's parameters; the engine docs/bench.md measured when issue 55 was filed)"; echo
    "$0" simspeed "$SPEED_ROUNDS" "$SPEED_VERTICES" "$SPEED_PROG" "old: $oc|$(dirname "$(dirname "$(dirname "$od")")")|$od|$odcfg" \
      "new: $head|$root|$sd/vpcosim_t$last|NTHREADS=$last,vp_engine's defaults"; } | tee "$out/speed.md"
  echo "== C golden model on the paper's programs beside a plain host-float interpreter (vpbench; target >= 50 M instr/s/core)"
  for p in "${paper[@]}"; do "$BIN/vpbench" --vertices 20000 --rounds 30 "$p"; echo; done | tee "$out/model.md"
  echo "== every program: RTL (Verilator, lock step with the C model) and the C model on the same $want-vertex stream"
  "$0" table "$simdir" "$threads" "$want" "$@" > "$out/table.md"
  cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)
  { echo "# Benchmarks"; echo
    echo "Generated by \`make bench\` on $stamp at commit $head$dirty,"
    echo "on $cpu, $(nproc) cores (load average $load at the start), $(uname -sm); $(${CC:-cc} --version | head -1), $(verilator --version)."
    echo "Do not edit: rerun \`make bench\`. How to read it: the end of this file."; echo
    echo "## Simulation speed: the lock-step bench, an old build beside this one"; echo
    echo "Old: commit $oc, ${OLD_NOTE:-}; its tree extracted (git archive) and built with its own Makefile under \`$OLD_DIR\` (scripts/bench_old.sh). New: this tree."
    echo "Both run \`$SPEED_PROG\` on the same stream (its \`.in\`, the attribute lines repeated to $SPEED_VERTICES vertices), \`vpcosim --seed 1 --gaps 0 --stall 0\` (each tree assembles the program with its own vpasm),"
    echo "in this run: $SPEED_ROUNDS rounds, old and new alternating (the order swaps every round), one process at a time, single-threaded (one core each); the best round of each. CPU time is the process's user + system time, wall the elapsed time; both include the start (reading the files, the model's run, the Verilated model's construction)."; echo
    cat "$out/speed.md"; echo
    echo "## C model beside a plain host-float interpreter (vpbench)"; echo; cat "$out/model.md"
    echo "## Every program: RTL cycles per vertex and C-model speed"; echo
    echo "Stream: each program's \`.in\` parameters, then its attribute lines repeated to $want or more runs (and to twice that for the steady state); $note."; echo
    cat "$out/table.md"; echo; cat docs/bench-notes.md; } > docs/bench.md.tmp
  mv docs/bench.md.tmp docs/bench.md; cat "$out/table.md"; echo "bench: wrote docs/bench.md"
  ;;
*)
  sed -n '2,/^set -euo/{/^#/s/^# \{0,1\}//p}' "$0"; exit 2 ;;
esac
