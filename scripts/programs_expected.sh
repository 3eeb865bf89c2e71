#!/usr/bin/env bash
# The checked outputs of the example programs (make programs-expected,
# programs-expected-update; mk/programs.mk): every DIR/**/NAME.in is a vpsim
# input stream for NAME.vp or NAME.vsp beside it; NAME.expected is what the
# C model printed for it, checked in. A line "# vpsim-args: ..." in the .in
# runs vpsim with those options.
#
#   scripts/programs_expected.sh check|update VPSIM DIR WORKDIR
set -u
mode=$1 vpsim=$2 dir=$3 d=$4
rm -rf "$d"; mkdir -p "$d"
n=0 bad=0
while IFS= read -r in; do
  base=${in%.in} prog=
  for e in vp vsp; do if [ -f "$base.$e" ]; then prog=$base.$e; fi; done
  if [ -z "$prog" ]; then echo "programs-expected: FAIL $in: no $base.vp or $base.vsp beside it"; bad=$((bad + 1)); continue; fi
  args=$(sed -n 's/^# vpsim-args://p' "$in" | head -1)
  out=$d/$(echo "$base" | tr '/' '_').out
  # shellcheck disable=SC2086
  if ! "$vpsim" $args "$prog" "$in" > "$out" 2> "$out.err"; then
    echo "programs-expected: FAIL $prog: vpsim ${args:+$args }$prog $in failed:"; head -5 "$out.err"; bad=$((bad + 1)); continue
  fi
  n=$((n + 1))
  if [ "$mode" = update ]; then
    if ! cmp -s "$out" "$base.expected"; then cp "$out" "$base.expected"; echo "programs-expected: wrote $base.expected"; fi
  elif [ ! -f "$base.expected" ]; then
    echo "programs-expected: FAIL $in has no $base.expected (make programs-expected-update, review, commit)"; bad=$((bad + 1))
  elif ! cmp -s "$out" "$base.expected"; then
    echo "programs-expected: FAIL $prog: vpsim output differs from $base.expected (first lines of the diff; full output in $out):"
    diff "$base.expected" "$out" | head -8; bad=$((bad + 1))
  fi
done < <(find "$dir" -type f -name '*.in' | sort)
while IFS= read -r ex; do
  if [ ! -f "${ex%.expected}.in" ]; then echo "programs-expected: FAIL $ex has no ${ex%.expected}.in"; bad=$((bad + 1)); fi
done < <(find "$dir" -type f -name '*.expected' | sort)
echo "programs-expected: $n programs run on the C model, $bad failures ($dir)"
[ $bad = 0 ]
