#!/usr/bin/env bash
# make arb-lower (docs/arbvp.md "Tests"): each ARB program of tb/arb/lower
# against its !!VP2.0 twin (NAME.nv.vp), written by hand from the ARB
# specification's definition (one component at a time for XPD and SWZ, the
# documented constant layout): on the C model, on the same random inputs
# (its literal slots filled, NAME.extra.in for the twin's own constants),
# every output register of every vertex bit for bit equal. This is what
# shows that a lowering (POW, XPD, SWZ, the operand moves, the temporaries'
# allocation) computes what the ARB instruction means (NAME.nv20.vp: a
# !!VP1.1 twin for the NV20 target, compared on NV20); the lock-step runs
# of arb-real compare model and RTL on the same words and cannot.
#
#   tb/arb/lower.sh VPASM VPSIM GEN_DIRECTED DIR WORK SEED
set -u
vpasm=$1 vpsim=$2 gen=$3 dir=$4 work=$5 seed=$6
fail() { echo "arb-lower: FAIL: $*"; exit 1; }
rm -rf "$work"; mkdir -p "$work"
echo "arb-lower: SEED=$seed (reproduce: make arb-lower SEED=$seed)"
n=0 nv=0 k=0
n20=0
for p in $(ls "$dir"/*.vp | grep -v '\.nv\.vp$\|\.nv20\.vp$' | sort); do
  b=$(basename "${p%.vp}") twin=${p%.vp}.nv.vp in=$work/$b.in
  [ -f "$twin" ] || fail "$b: no twin $twin"
  k=$((k + 1))
  "$gen" --random-in "$p" --seed $((seed + k)) --vertices 16 > "$in.random" || fail "$b: gen_directed --random-in"
  "$vpasm" --consts "$in.consts" -o "$work/$b.hex" "$p" || fail "$b does not assemble"
  cat "$in.consts" > "$in.extra"
  [ -f "${p%.vp}.extra.in" ] && cat "${p%.vp}.extra.in" >> "$in.extra"
  awk -v c="$in.extra" '!done && /^v\[/ { while ((getline l < c) > 0) print l; done = 1 } { print }' \
    "$in.random" > "$in"
  "$vpsim" "$p" "$in" > "$work/$b.arb.out" 2>&1 || { head -5 "$work/$b.arb.out"; fail "$b: vpsim $p $in"; }
  "$vpsim" "$twin" "$in" > "$work/$b.nv.out" 2>&1 || { head -5 "$work/$b.nv.out"; fail "$b: vpsim $twin $in"; }
  grep -o '^ *o\[.*' "$work/$b.arb.out" | sed 's/(.*//' > "$work/$b.arb.o"
  grep -o '^ *o\[.*' "$work/$b.nv.out" | sed 's/(.*//' > "$work/$b.nv.o"
  v=$(grep -c '^vertex' "$work/$b.arb.out")
  [ "$v" -gt 0 ] && [ -s "$work/$b.arb.o" ] || fail "$b: no output vertices ($work/$b.arb.out)"
  if ! cmp -s "$work/$b.arb.o" "$work/$b.nv.o"; then
    diff "$work/$b.arb.o" "$work/$b.nv.o" | head -8
    fail "$b: the ARB program and its twin differ (vpsim $p $in; vpsim $twin $in)"
  fi
  n=$((n + 1)) nv=$((nv + v))
  # NAME.nv20.vp: a !!VP1.1 twin for the program assembled for NV20 (vpasm --gpu nv20), on NV20's numerics
  t20=${p%.vp}.nv20.vp
  if [ -f "$t20" ]; then
    "$vpasm" --gpu nv20 --consts "$in.c20" -o "$work/$b.nv20.hex" "$p" || fail "$b does not assemble for NV20"
    awk -v c="$in.c20" '/^c\[/ { k = substr($1, 3) + 0; if (k > 95) next }
      !done && /^v\[/ { while ((getline l < c) > 0) print l; done = 1 } { print }' "$in.random" > "$in.20"
    "$vpsim" --gpu nv20 "$work/$b.nv20.hex" "$in.20" 2>&1 | grep -o '^ *o\[.*' | sed 's/(.*//' > "$work/$b.arb20.o"
    "$vpsim" --gpu nv20 "$t20" "$in.20" 2>&1 | grep -o '^ *o\[.*' | sed 's/(.*//' > "$work/$b.nv20.o"
    [ -s "$work/$b.arb20.o" ] || fail "$b: no NV20 output"
    cmp -s "$work/$b.arb20.o" "$work/$b.nv20.o" ||
      { diff "$work/$b.arb20.o" "$work/$b.nv20.o" | head -6; fail "$b: on NV20 the ARB program and its VP1.1 twin differ"; }
    n20=$((n20 + 1))
  fi
done
[ $n -gt 0 ] || fail "no program in $dir"
echo "arb-lower: $n ARB programs equal their VP2 twins bit for bit on $nv vertices; $n20 assembled for NV20 equal their VP1.1 twins (SEED=$seed)"
