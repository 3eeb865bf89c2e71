#!/usr/bin/env bash
# make arb-piglit (docs/arbvp.md "piglit's shader tests"): every
# .shader_test of DIR run by tb/arb/piglit_vp.c the way piglit's
# shader_runner runs it (the vertex program on the C model, the
# fixed-function rest in the runner, piglit's probes and tolerance), then
# the same register writes on each VPCOSIM bench, the RTL in lock step with
# the model. tb/arb/piglit_known.txt lists the tests expected not to pass,
# with why; any other outcome fails.
#
#   tb/arb/piglit.sh PIGLIT_VP DIR WORK VPCOSIM...
set -u
runner=$1 dir=$2 work=$3
shift 3
known=$(dirname "$0")/piglit_known.txt
fail() { echo "arb-piglit: FAIL: $*"; exit 1; }
[ -d "$dir" ] || fail "no $dir (make CORPUS=... or SHARED=...)"
rm -rf "$work"; mkdir -p "$work"
pass=0 kfail=0 notrun=0 bad=0 rtl=0 instr=0 n=0
for t in $(ls "$dir"/*.shader_test | sort); do
  b=$(basename "$t") s=$work/${b%.shader_test}
  n=$((n + 1))
  out=$("$runner" --stream "$s.in" --program "$s.vp" "$t" 2>&1); rc=$?
  want=$(awk -F'\t' -v f="$b" '$1 == f { print $2 }' "$known")
  case $rc in
    0) got=pass;; 1) got=fail;; 3) got="not run";; *) echo "$out"; fail "$b: the runner failed (status $rc)";;
  esac
  if [ -n "$want" ] && [ "$got" = "$want" ]; then
    echo "arb-piglit: expected $got: $b ($(awk -F'\t' -v f="$b" '$1 == f { print $3 }' "$known"))"
    kfail=$((kfail + 1))
  elif [ -n "$want" ]; then
    echo "arb-piglit: WRONG: $b: $got, but piglit_known.txt expects $want (update the list): $out"; bad=$((bad + 1))
  elif [ "$got" = "not run" ]; then
    echo "arb-piglit: not run: ${out#piglit_vp: }"; notrun=$((notrun + 1))
  elif [ "$got" = fail ]; then
    echo "arb-piglit: WRONG: ${out#piglit_vp: }"; bad=$((bad + 1))
  else
    pass=$((pass + 1))
  fi
  # the same vertices on the RTL: every test whose program loaded
  if [ "$got" != "not run" ] && grep -q '^v\[0\]' "$s.in" 2>/dev/null && [ $# -gt 0 ]; then
    for c in "$@"; do
      if ! o=$("$c" --quiet --seed $n "$s.vp" "$s.in" 2>&1); then
        echo "$o" | head -30
        fail "$b on $(basename "$c") (rerun: $c --seed $n $s.vp $s.in)"
      fi
      instr=$((instr + $(echo "$o" | sed -n 's/.* \([0-9]*\) instructions compared.*/\1/p')))
    done
    rtl=$((rtl + 1))
  fi
done
[ $n -gt 0 ] || fail "no test in $dir"
if [ $# = 0 ]; then r="no RTL bench (ARB_COSIM=none)"; else r="$rtl tests' vertices on the RTL in lock step, $instr instructions compared, all match"; fi
echo "arb-piglit: $n tests: $pass pass, $kfail fail as expected, $notrun not run, $bad wrong; $r"
[ $bad = 0 ]
