#!/usr/bin/env bash
# The engine under Icarus (tb/rtl/tb_engine_iv.v) on command streams, its
# outputs checked against the C model (make rtl-iverilog-smoke,
# rtl-sfu-phase-check, rtl-outq-check; docs/sim.md).
#
#   tb/rtl/engine_iv.sh NAME WORKDIR SIMDIR SEED PARAMS CASE...
#
# NAME prefixes the lines; SIMDIR holds vpcosim_nortl and gen_directed
# (mk/sim.mk); SEED seeds the commands' gaps and back-pressure; PARAMS are
# iverilog -P options of tb_engine_iv (empty: the default engine). Each CASE
# is one stream, its commands written by vpcosim_nortl --dump-cmds:
#   lit, vsp, pre        programs/paper/paper_lit_morph, programs/examples/
#                        vsp_normalize, tb/rtl/data/sfu_predecode
#   dir:NAME             the directed test NAME of tb/rtl/gen_directed.c
#   v0                   lit-morph's vertices provoked back to back, only
#                        v[0] written after the first: every vertex to an idle thread
#   rep                  lit-morph with ten more vertices, each right after an
#                        attribute write, on reused threads
#   mix                  vsp_normalize loaded beside lit-morph, the state
#                        program run, lit-morph's vertices provoked right after it
#   mix2                 six times: a START that waits for the state program,
#                        attribute writes and a provoking write on its thread
# A case passes when the run reaches "done" without a FATAL or ERROR line
# and, for the streams of a program and its inputs (all but v0, mix, mix2),
# vpcosim_nortl --check-outputs finds the outputs equal to the model's. A
# run that hangs ends at the bench's cycle limit (+maxcycles, 20 times what
# these streams take), so a planted fault is reported, not timed out.
# The first failing case ends the script with its FATAL lines and exit 1.
set -u
name=$1 d=$2 simdir=$3 seed=$4 params=$5
shift 5
nortl=$simdir/vpcosim_nortl
gen=$simdir/gen_directed
maxc=${IV_MAXCYCLES:-20000}
lit=programs/paper/paper_lit_morph
vsp=programs/examples/vsp_normalize
pre=tb/rtl/data/sfu_predecode
rm -rf "$d"; mkdir -p "$d"

fail() { echo "$name: FAIL: $*"; exit 1; }

# the bench, built once (the core's checks: tb/rtl, beside the RTL)
# shellcheck disable=SC2086
iverilog -g2012 -Irtl -Itb/rtl -y rtl -y tb/rtl $params -o "$d/tb.vvp" -s tb_engine_iv tb/rtl/tb_engine_iv.v \
  > "$d/iverilog.log" 2>&1 || { cat "$d/iverilog.log"; fail "iverilog"; }

# dump PROG IN CMDS: the commands of a program and its inputs
dump() { "$nortl" --seed "$seed" --dump-cmds "$3" "$1" "$2" > "$d/dump.log" 2>&1 || { cat "$d/dump.log"; fail "vpcosim_nortl --dump-cmds $1 $2"; }; }

# run CASE CMDS: the bench on CMDS; fails on FATAL/ERROR or no "done"
run() {
  local out=$d/$1.out
  timeout 600 vvp -n "$d/tb.vvp" +cmds="$2" +seed="$seed" +maxcycles="$maxc" > "$out" 2>&1
  if grep -q 'FATAL\|ERROR' "$out" || ! grep -q '^done' "$out"; then
    grep -m3 'FATAL\|ERROR' "$out"; tail -3 "$out"
    fail "case $1: the run stopped or did not finish ($out)"
  fi
}

# check CASE PROG IN: the outputs of run CASE equal to the model's
check() {
  "$nortl" --seed "$seed" --check-outputs "$d/$1.out" "$2" "$3" > "$d/$1.log" 2>&1 ||
    { head -20 "$d/$1.log"; fail "case $1: the outputs differ from the model's on $2 $3 ($d/$1.out)"; }
  sed -n 's/.*: \([0-9]* vertices, [0-9]* responses\) match.*/\1/p' "$d/$1.log"
}

# directed NAME: sets p and i to the directed test NAME's program and inputs
directed() {
  [ -s "$d/pairs.txt" ] || { mkdir -p "$d/directed"; "$gen" --out "$d/directed" > "$d/pairs.txt" 2> "$d/gen.log" || { cat "$d/gen.log"; fail "gen_directed"; }; }
  read -r p i < <(grep "/$1\." "$d/pairs.txt")
  [ -n "${p:-}" ] || fail "no directed test $1"
}

n=0; matched=0
for c in "$@"; do
  n=$((n + 1))
  case $c in
    lit|vsp|pre|dir:*)
      case $c in lit) p=$lit.vp i=$lit.in;; vsp) p=$vsp.vsp i=$vsp.in;; pre) p=$pre.vp i=$pre.in;;
        dir:*) c=${c#dir:}; directed "$c";; esac
      dump "$p" "$i" "$d/$c.cmds"; run "$c" "$d/$c.cmds"
      echo "$name: $(basename "$p"): $(check "$c" "$p" "$i") match the model"; matched=$((matched + 1));;
    v0)
      dump $lit.vp $lit.in "$d/lit-v0.cmds"
      awk '$1 == 3 && $2 != "00" && p { next } $1 == 3 && $2 == "00" { p = 1 } { print }' "$d/lit-v0.cmds" > "$d/v0.cmds"
      run v0 "$d/v0.cmds"
      echo "$name: $(grep -c '^3 00' "$d/v0.cmds") vertices provoked back to back (only v[0] written after the first): $(grep -c '^out' "$d/v0.out") output beats, every vertex given to an idle thread";;
    rep)
      { cat $lit.in; for _ in 1 2 3 4 5 6 7 8 9 10; do grep -E '^v\[(15|0)\] ' $lit.in | tail -6; done; } > "$d/rep.in"
      dump $lit.vp "$d/rep.in" "$d/rep.cmds"; run rep "$d/rep.cmds"
      echo "$name: $(grep -c '^3 00' "$d/rep.cmds") vertices, each right after an attribute write, threads reused: $(check rep $lit.vp "$d/rep.in") match the model"
      matched=$((matched + 1));;
    mix|mix2)
      dump $lit.vp $lit.in "$d/lit-mix.cmds"; dump $vsp.vsp $vsp.in "$d/vsp-mix.cmds"
      t=$d/lit-mix.cmds s=$d/vsp-mix.cmds
      nv=$(awk '$1 == 0' "$s" | wc -l)
      reloc() { while read -r c a n x; do printf '%s %02x %s %s\n' "$c" $((16#$a + nv)) "$n" "$x"; done; }
      { awk '$1 == 0' "$s"; awk '$1 == 0' "$t" | reloc; awk '$1 == 1 || $1 == 2' "$t"
        awk '$1 == 1' "$s"; awk '$1 == 4' "$t" | reloc; awk '$1 == 5' "$s" | head -1
        awk '$1 == 3' "$t"; } > "$d/mix.cmds"
      if [ "$c" = mix ]; then
        run mix "$d/mix.cmds"; nout=$(grep -c '^out' "$d/mix.out")
        [ "$nout" != 0 ] || fail "case mix: no output beats"
        echo "$name: $(basename $vsp.vsp) then $(grep -c '^3 00' "$d/mix.cmds") vertices of $(basename $lit.vp) provoked right after it: $nout output beats, the state program ran alone"
      else
        st=$(awk '$1 == 5' "$d/mix.cmds" | head -1); go=$(awk '$1 == 4' "$d/mix.cmds" | tail -1)
        v=$(awk '$1 == 3 { print } $1 == 3 && $2 == "00" { exit }' "$d/mix.cmds")
        { awk '{ print } $1 == 5 { exit }' "$d/mix.cmds"
          for _ in 1 2 3 4 5 6; do printf '%s\n%s\n%s\n' "$go" "$v" "$st"; done; } > "$d/mix2.cmds"
        run mix2 "$d/mix2.cmds"
        echo "$name: six times the state program, a START that waits for it, then attribute writes and a provoking write on its thread: ran cleanly"
      fi;;
    *) fail "unknown case $c";;
  esac
done
echo "$name: $n streams ran to the end without a check firing, $matched of them equal to the model (Icarus${params:+, $(echo "$params" | sed 's/-P tb_engine_iv\.//g')}, seed $seed)"
