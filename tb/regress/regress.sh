#!/usr/bin/env bash
# The constrained-random regression's loop and the reproducers' replay
# (make regress, make regress-short; docs/regress.md).
#
#   tb/regress/regress.sh run VPGEN BENCH ENGINE REPRO SEED COUNT SIZE VERTICES RUNAWAY [BENCH-ARGS]
#       seeds SEED .. SEED+COUNT-1: vpgen writes a program and a vertex
#       stream, BENCH runs them in lock step with the model. On the first
#       divergence (bench exit 1): the seed, the command that reproduces it,
#       and a minimized pair (vpgen --minimize) in REPRO/<seed>.vp|.vsp + .in;
#       exit 1. Any other bench status is an error (exit 2), not minimized.
#       ENGINE is the engine's description for the lines.
#       REGRESS_JOBS (default: the number of cores) workers share the seeds.
#       Every REGRESS_PROGRESS seconds (default 60; 0: never) a progress
#       line on stderr: programs and instructions so far, the rate, and
#       the time left at that rate.
#   tb/regress/regress.sh replay BENCH DIR
#       every pair of DIR on BENCH, the seed being the file's name
set -u
mode=$1; shift

if [ "$mode" = replay ]; then
  b=$1 dir=$2 n=0
  for p in $(ls "$dir"/*.vp "$dir"/*.vsp 2>/dev/null); do
    s=$(basename "${p%.*}")
    if ! out=$("$b" --quiet --seed "$s" "$p" "${p%.*}.in" 2>&1); then
      echo "$out" | head -40
      echo "regress-replay: FAIL: reproducer $p (rerun: $b --seed $s $p ${p%.*}.in)"; exit 1
    fi
    n=$((n + 1))
  done
  echo "regress-replay: $n reproducers in $dir pass"
  exit 0
fi

[ "$mode" = run ] || [ "$mode" = worker ] || { echo "regress.sh: run or replay, not '$mode'"; exit 2; }
gen=$1 b=$2 engine=$3 repro=$4 seed=$5 count=$6 size=$7 nvert=$8 runaway=$9 args=${10:-}

# run: the seeds in REGRESS_JOBS contiguous parts (default: the machine's
# cores), each a worker of its own; the first worker that fails stops the
# others (at their next seed), and its output is the run's. One summary
# line as a single worker prints it, the wall time of the whole run.
if [ "$mode" = run ]; then
  jobs=${REGRESS_JOBS:-$(nproc 2>/dev/null || echo 1)}
  [[ $jobs =~ ^[1-9][0-9]*$ ]] || { echo "regress.sh: REGRESS_JOBS '$jobs': a positive number"; exit 2; }
  [ "$jobs" -le "$count" ] || jobs=$count
  [ "$jobs" -ge 1 ] || jobs=1
  w=$(dirname "$gen")/run.$$
  rm -rf "$w"; mkdir -p "$w"
  t0=$(date +%s.%N)
  every=${REGRESS_PROGRESS:-60}
  [[ $every =~ ^[0-9]+$ ]] || { echo "regress.sh: REGRESS_PROGRESS '$every': seconds, a number"; exit 2; }
  # the workers' counts ($w/N.prog: programs and instructions so far), summed
  if [ "$every" -gt 0 ]; then
    while sleep "$every" >/dev/null 2>&1 </dev/null; do
      cat "$w"/*.prog 2>/dev/null | awk -v c="$count" -v t0="$t0" -v now="$(date +%s.%N)" '
        { p += $1; n += $2 }
        END { t = now - t0; left = (p > 0) ? (c - p) * t / p / 60 : 0
              printf "regress: progress: %d of %d programs, %d instructions checked, %.0f instructions/s, about %.0f min left\n", p, c, n, n / t, left }' >&2
    done &
    ticker=$!
  fi
  declare -A part
  first=$seed
  for ((j = 0; j < jobs; j++)); do
    n=$(( count / jobs + (j < count % jobs ? 1 : 0) ))
    REGRESS_STOP=$w/stop REGRESS_PROG=$w/$j.prog "$0" worker "$gen" "$b" "$engine" "$repro" "$first" "$n" "$size" "$nvert" "$runaway" "$args" \
      > "$w/$j.log" 2>&1 &
    part[$!]=$j
    first=$((first + n))
  done
  rc=0 failed=
  for ((k = 0; k < jobs; k++)); do
    wait -n -p done_pid "${!part[@]}"; r=$?   # the workers still running (not the ticker)
    if [ $r != 0 ] && [ $rc = 0 ]; then rc=$r failed=${part[$done_pid]}; touch "$w/stop"; fi
    unset "part[$done_pid]"
  done
  if [ -n "${ticker:-}" ]; then kill "$ticker" 2>/dev/null; wait "$ticker" 2>/dev/null; fi
  if [ $rc != 0 ]; then cat "$w/$failed.log"; rm -rf "$w"; exit $rc; fi
  t1=$(date +%s.%N)
  sum() { awk -v k="$1" '/^regress: .* programs, .* instructions checked, .* generator refusals/ {
      for (i = 1; i <= NF; i++) { if ($(i+1) == "programs,") p += $i; if ($(i+1) == "instructions") n += $i; if ($(i+1) == "generator") r += $i } }
      END { print (k == 1 ? p : k == 2 ? n : r) + 0 }' "$w"/*.log; }
  progs=$(sum 1) instr=$(sum 2) refused=$(sum 3)
  rm -rf "$w"
  echo "regress: SEED=$seed COUNT=$count $engine: $progs programs, $instr instructions checked, $refused generator refusals, $(awk -v a="$t0" -v b="$t1" -v n=$instr -v j=$jobs 'BEGIN { printf "%.1f s, %.0f instructions/s (%d jobs)", b - a, n / (b - a), j }')"
  exit 0
fi

d=$(dirname "$gen")/work.$$
rm -rf "$d"; mkdir -p "$d" "$repro"
t0=$(date +%s.%N) progs=0 instr=0 refused=0
for ((i = 0; i < count; i++)); do
  s=$((seed + i))
  if [ -n "${REGRESS_STOP:-}" ] && [ -e "$REGRESS_STOP" ]; then rm -rf "$d"; exit 3; fi
  set -- $("$gen" --seed $s --out "$d/g$s" --size "$size" --vertices "$nvert" --runaway "$runaway" 2> "$d/gen.err")
  [ -n "${1:-}" ] || { cat "$d/gen.err"; exit 1; }
  p=$1 in=$2
  refused=$((refused + $(sed -n 's/.*refusals=\([0-9]*\).*/\1/p' "$d/gen.err")))
  rc=0
  # shellcheck disable=SC2086
  out=$("$b" --quiet --seed $s $args "$p" "$in" 2>&1) || rc=$?
  if [ $rc != 0 ] && [ $rc != 1 ]; then
    echo "$out" | head -20
    echo "regress: ERROR: the bench $b exited with status $rc (not a divergence) at seed=$s"; exit 2
  fi
  if [ $rc = 1 ]; then
    echo "$out" | head -40
    echo "regress: FAIL seed=$s $engine"
    echo "regress: reproduce: $gen --seed $s --out /tmp/g$s --size $size --vertices $nvert --runaway $runaway && $b --seed $s $args /tmp/g$s.${p##*.} /tmp/g$s.in"
    r=$repro/$s; cp "$p" "$r.${p##*.}"; cp "$in" "$r.in"
    "$gen" --minimize "$r.${p##*.}" "$r.in" --cmd "$b --quiet --seed $s $args"
    echo "regress: minimized reproducer: $r.${p##*.} $r.in (replayed by make test; commit it)"; exit 1
  fi
  progs=$((progs + 1))
  instr=$((instr + $(echo "$out" | sed -n 's/.* \([0-9]*\) instructions compared.*/\1/p')))
  rm -f "$p" "$in"
  if [ -n "${REGRESS_PROG:-}" ]; then echo "$progs $instr" > "$REGRESS_PROG"; fi
done
rm -rf "$d"
t1=$(date +%s.%N)
echo "regress: SEED=$seed COUNT=$count $engine: $progs programs, $instr instructions checked, $refused generator refusals, $(awk -v a="$t0" -v b="$t1" -v n=$instr 'BEGIN { printf "%.1f s, %.0f instructions/s", b - a, n / (b - a) }')"
