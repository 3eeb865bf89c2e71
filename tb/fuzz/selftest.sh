#!/usr/bin/env bash
# make fuzz-selftest (not in make test: a check of the fuzzing harness):
# the engine must find the planted bugs of tb/fuzz/fuzz_selftest.c (a heap
# overflow after the bytes "!X") and tb/fuzz/fuzz_tgsiplant.c (a heap
# overflow when the TGSI loader accepts a newer minor version), exit
# non-zero, keep the input, and show AddressSanitizer's report.
#
#   tb/fuzz/selftest.sh FUZZDIR ENGINE SELFTEST_BIN TGSIPLANT_BIN TGSI_DICT TGSI_SEEDS
set -u
fd=$1 engine=$2 self=$3 plant=$4 dict=$5 seeds=$6
fail() { echo "fuzz-selftest[$engine]: FAIL: $*"; exit 1; }

d=$fd/selftest; rm -rf "$d"; mkdir -p "$d/seed" "$d/corpus" "$d/crashes"; printf '!!' > "$d/seed/s"
if { "$self" -max_total_time=60 -seed=1 -artifact_prefix="$d/crashes/" "$d/corpus" "$d/seed" > "$d/log" 2>&1; } 2> /dev/null; then
  fail "the planted bug was not reported (log $d/log)"; fi
c=$(ls "$d/crashes" | head -1)
[ -n "$c" ] && [ "$(head -c 2 "$d/crashes/$c")" = '!X' ] || fail "crash reported but the input was not kept (log $d/log)"
grep -q 'heap-buffer-overflow' "$d/log" || fail "no AddressSanitizer report (log $d/log)"
echo "fuzz-selftest[$engine]: planted heap-buffer-overflow found and its input kept ($d/crashes/$c)"

d=$fd/selftest-tgsi; rm -rf "$d"; mkdir -p "$d/corpus" "$d/crashes"
if { "$plant" -max_total_time=60 -seed=1 -max_len=16384 -dict="$dict" -artifact_prefix="$d/crashes/" \
     "$d/corpus" "$seeds" > "$d/log" 2>&1; } 2> /dev/null; then
  fail "the planted loader bug was not reported (log $d/log)"; fi
c=$(ls "$d/crashes" | head -1)
minor=$([ -n "$c" ] && od -An -tu1 -j1 -N1 "$d/crashes/$c" | tr -d ' ')
[ -n "$minor" ] && [ "$minor" -gt 1 ] || fail "no kept input with a newer minor version (log $d/log)"
grep -q 'heap-buffer-overflow' "$d/log" || fail "no AddressSanitizer report (log $d/log)"
echo "fuzz-selftest[$engine]: planted bug in the TGSI loader found (a version 1.$minor stream loaded) and its input kept ($d/crashes/$c)"
