#!/usr/bin/env bash
# make test's runner (mk/test.mk holds the list). Runs each step as
# `make STEP` with its output in LOGDIR/STEP.log and prints one line per
# step: its verdict, seconds and the step's own last line (its summary).
# Steps marked NAME:beside run one after another in a second lane, beside
# the others (a 2-core machine: steps that spend minutes on one core and
# build nothing another step uses); a step marked NAME:last waits for both
# lanes. Ends with the failed steps, if any, and then exactly one line:
#   make test: N passed, M failed
#
#   scripts/run_tests.sh MAKE LOGDIR PREPARE-TARGETS STEP...
#
# PREPARE-TARGETS (one word, comma-separated) are made first (the packages
# and the tools both lanes link); their failure fails the run as step
# "prepare". Exit status 1 when a step failed.
set -u
make=$1 logdir=$2 prepare=$3
shift 3
mkdir -p "$logdir"
rm -f "$logdir"/*.log "$logdir"/*.rc
t0=$(date +%s)
n=$#
total=$n

# the step's line: verdict, number in the list, name, seconds, its last line
report() {
  local k=$1 name=$2 rc=$3 secs=$4 log=$logdir/$2.log last
  last=$(grep -v '^[[:space:]]*$' "$log" | grep -v "^make\(\[[0-9]*\]\)\?: \*\*\*" | tail -1 | cut -c1-220)
  if [ "$rc" = 0 ]; then
    printf 'make test: [%2d/%d] ok   %-22s %4d s  %s\n' "$k" "$total" "$name" "$secs" "$last"
  else
    printf 'make test: [%2d/%d] FAIL %-22s %4d s  %s\n' "$k" "$total" "$name" "$secs" "$last"
    echo "---- $name: the end of $log"
    tail -25 "$log" | sed 's/^/    /'
    echo "----"
  fi
}

# run K NAME: one step; its exit status in LOGDIR/NAME.rc
run() {
  local k=$1 name=$2 s rc
  s=$(date +%s)
  $make --no-print-directory "$name" > "$logdir/$name.log" 2>&1 < /dev/null
  rc=$?
  echo "$rc" > "$logdir/$name.rc"
  report "$k" "$name" "$rc" $(( $(date +%s) - s ))
}

echo "make test: building the tools and the library first (${prepare//,/ })"
s=$(date +%s)
# shellcheck disable=SC2086
if ! $make --no-print-directory ${prepare//,/ } > "$logdir/prepare.log" 2>&1 < /dev/null; then
  report 0 prepare 1 $(( $(date +%s) - s ))
  echo "make test: failed: prepare (log $logdir/prepare.log)"
  echo "make test: 0 passed, 1 failed"
  exit 1
fi

main=() beside=() last=() k=0
for s in "$@"; do
  k=$((k + 1))
  case $s in
    *:beside) beside+=("$k:${s%:beside}");;
    *:last) last+=("$k:${s%:last}");;
    *) main+=("$k:$s");;
  esac
done

lane() { for e in "$@"; do run "${e%%:*}" "${e#*:}"; done; }
lane "${beside[@]}" &
bpid=$!
lane "${main[@]}"
wait "$bpid"
lane "${last[@]}"

passed=0 failed=()
for s in "$@"; do
  s=${s%:beside}; s=${s%:last}
  if [ "$(cat "$logdir/$s.rc" 2>/dev/null)" = 0 ]; then passed=$((passed + 1)); else failed+=("$s"); fi
done
echo "make test: $(( $(date +%s) - t0 )) s; the steps' logs are in $logdir/"
for s in "${failed[@]}"; do echo "make test: failed: $s (log $logdir/$s.log)"; done
echo "make test: $passed passed, ${#failed[@]} failed"
[ ${#failed[@]} = 0 ]
