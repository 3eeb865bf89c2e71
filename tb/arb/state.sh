#!/usr/bin/env bash
# Bindings by name in vpsim's input (docs/vpsim.md, docs/arbvp.md): an ARB
# program fed its state and parameters by name (tb/arb/state/state.named.in,
# aliases and bindings it does not read included) gives the vertices it gives
# fed the same values by slot (state.slots.in, the slots vpasm --consts
# names); a bad name, a name with an NV program and a short vector are
# errors at their line. Run by make arb-lower.
#
#   tb/arb/state.sh VPASM VPSIM DIR WORK
set -u
vpasm=$1 vpsim=$2 dir=$3 work=$4
fail() { echo "arb-state: FAIL: $*"; exit 1; }
mkdir -p "$work"
p=$dir/state.vp
"$vpasm" --check "$p" || fail "$p does not assemble"
"$vpsim" "$p" "$dir/state.named.in" > "$work/named.out" 2>&1 || fail "vpsim $p $dir/state.named.in: $(head -3 "$work/named.out")"
"$vpsim" "$p" "$dir/state.slots.in" > "$work/slots.out" 2>&1 || fail "vpsim $p $dir/state.slots.in"
grep -q '^vertex 1' "$work/named.out" || fail "no vertices ($work/named.out)"
cmp -s "$work/named.out" "$work/slots.out" || { diff "$work/named.out" "$work/slots.out" | head; fail "by name and by slot differ"; }
check_err() { # INPUT-LINE PROGRAM EXPECTED-TEXT
  if out=$(printf '%s\n' "$1" | "$vpsim" "$2" 2>&1); then fail "'$1' with $2 was accepted"; fi
  case $out in *"$3"*) ;; *) fail "'$1' with $2: expected '$3', got: $out";; esac
}
check_err 'state.light[9].diffuse = 1 1 1 1' "$p" 'light number 9 out of range'
check_err 'state.matrix.mvp = 1 0 0 0' "$p" 'is a matrix (four rows)'
check_err 'program.env[0] = 1 1 1' "$p" 'a binding needs 4 values'
check_err 'state.fog.color = 1 1 1 1' programs/paper/paper_lit_morph.vp 'a binding by name needs an !!ARBvp1.0 program'
echo "arb-state: bindings by name give the vertices the same values by slot give ($(grep -c '^vertex' "$work/named.out") vertices); 4 bad lines refused"
