#!/usr/bin/env bash
# make rtl-multi-cosim, its back-pressure burst: lit-morph's parameters,
# then 200 provoking writes of v[0] and nothing else (one command a
# vertex, so the engines' command FIFOs fill with vertices), the output
# ready one clock in ten (--stall 0.9), on each vp_multi bench named: the
# most vertices in flight the host can give the top, in lock step with
# the C model and under vp_multi_checks (the order FIFO's depth).
#   tb/rtl/multi_burst.sh SIMDIR SEED CONFIG...
set -u
simdir=$1 seed=$2
shift 2
in=$simdir/multi-burst.in
{ grep -v '^v\[0\]' programs/paper/paper_lit_morph.in
  for _ in $(seq 200); do echo "v[0] = 0.57735 0.57735 0.57735"; done; } > "$in"
for c in "$@"; do
  if ! out=$("$simdir/vpcosim_$c" --quiet --seed "$seed" --gaps 0 --stall 0.9 programs/paper/paper_lit_morph.vp "$in" 2>&1); then
    echo "$out" | head -20
    echo "rtl-multi-cosim: FAIL: burst on $c (rerun: $simdir/vpcosim_$c --seed $seed --gaps 0 --stall 0.9 programs/paper/paper_lit_morph.vp $in)"
    exit 1
  fi
  echo "rtl-multi-cosim: burst of 200 provoking writes, output ready one clock in ten, on $c: $(echo "$out" | sed -n 's/^vpcosim: PASS [^:]*: //p')"
done
