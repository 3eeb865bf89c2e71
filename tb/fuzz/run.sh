#!/usr/bin/env bash
# One fuzzing run per target (make fuzz, make fuzz-short; mk/fuzz.mk): each
# tb/fuzz target DIR/fuzz_TARGET (libFuzzer, or the gcc fallback driver with
# the same options) for SECONDS, its corpus in FUZZDIR/corpus-TARGET, its
# seeds and dictionary as mk/fuzz.mk gives them; a crashing input is kept
# in FUZZDIR/crashes and fails the run.
#
#   tb/fuzz/run.sh FUZZDIR DIR ENGINE SECONDS LABEL TARGET:DICT:SEEDS...
set -u
fd=$1 dir=$2 engine=$3 secs=$4 label=$5
shift 5
mkdir -p "$fd/crashes"
fail=0 line=
for spec in "$@"; do
  t=${spec%%:*} rest=${spec#*:}; dict=${rest%%:*} seeds=${rest#*:}
  mkdir -p "$fd/corpus-$t"
  before=$(ls "$fd/crashes" | wc -l)
  # shellcheck disable=SC2086
  ASAN_OPTIONS=abort_on_error=1:detect_leaks=1 UBSAN_OPTIONS=abort_on_error=1:print_stacktrace=1 \
  "$dir/fuzz_$t" -max_total_time="$secs" -max_len=16384 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
    -dict="$dict" -artifact_prefix="$fd/crashes/$t-" "$fd/corpus-$t" $seeds > "$fd/$t.log" 2>&1; rc=$?
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$fd/$t.log" | tail -1)
  crashes=$(( $(ls "$fd/crashes" | wc -l) - before ))
  if [ $rc != 0 ] && [ $crashes = 0 ]; then crashes=1; fi
  echo "$label[$engine] fuzz_$t: ${execs:-?} execs in $secs s, crashes = $crashes (log $fd/$t.log)"
  line="$line fuzz_$t ${execs:-?},"
  if [ $crashes != 0 ]; then
    fail=1
    grep -E 'ERROR|FUZZ CHECK|runtime error|SUMMARY|input written|Test unit written|==driver==' "$fd/$t.log" | head -20
    ls -t "$fd/crashes" | head -3 | sed "s|^|  kept: $fd/crashes/|"
  fi
done
[ $fail = 0 ] || { echo "$label: FAIL: a target crashed (inputs kept in $fd/crashes)"; exit 1; }
echo "$label: $engine, $secs s per target, no crash (execs:${line%,})"
