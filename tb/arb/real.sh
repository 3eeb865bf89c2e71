#!/usr/bin/env bash
# make arb-real (docs/arbvp.md "Tests"): every real-world ARB vertex
# program of $(CORPUS)/arb_real assembles (vpasm), runs on the C model
# (vpsim) and on the RTL in lock step with the model (vpcosim), on random
# inputs with the program's literal constants in their slots; its unpaired
# image goes out as a TGSI token stream and back in word for word.
#
#   tb/arb/real.sh VPASM VPSIM GEN_DIRECTED DIR[:EXTRA] WORK SEED VPCOSIM...
#
# EXTRA: a directory of more ARB programs (make arb-real: tb/arb/lower, whose
# programs use what the corpus does not, such as NV_vertex_program2's flow).
# DIR is
# $(CORPUS)/arb_real. A .vfp file holds a vertex and a fragment program:
# the engine takes the text from "!!ARBvp1.0" up to and including the first
# "END" (what the id Tech 4 loader passes to the GL, PROVENANCE.md).
# A program that vpasm refuses for OPTION NV_vertex_program3 (vertex
# texture fetch, which the engine does not have) is listed, not run.
# tb/arb/state/state.vp with its input naming GL state runs on each bench too.
# NV20 (docs/arbvp.md "NV20"): with NV20_COSIM set (a bench of the NV20 engine,
# or "none" for the model alone), every program is also assembled with
# vpasm --gpu nv20; those it refuses must name an NV30-only feature (or
# NV_vertex_program3), the others run with NV20's numerics on the model and,
# in lock step, on that bench.
# Program k runs with seed SEED+k, input gaps and output stalls by k, on
# each VPCOSIM bench given. Stops at the first failure with the command
# that reruns it.
set -u
vpasm=$1 vpsim=$2 gen=$3 dir=$4 work=$5 seed=$6
shift 6
fail() { echo "arb-real: FAIL: $*"; exit 1; }
extra=${dir#*:}; [ "$extra" = "$dir" ] && extra=""; dir=${dir%%:*}
[ -d "$dir" ] || fail "no $dir (make CORPUS=... or SHARED=...)"
rm -rf "$work"; mkdir -p "$work"
echo "arb-real: SEED=$seed (reproduce: make arb-real SEED=$seed)"
n=0 words=0 runs=0 instr=0 nvfp=0 ntgsi=0 refused=""
for f in $(find "$dir" -maxdepth 1 \( -name '*.vp' -o -name '*.vfp' \) | sort) \
         $([ -z "$extra" ] || find "$extra" -maxdepth 1 -name '*.vp' ! -name '*.nv.vp' ! -name '*.nv20.vp' | sort); do
  b=$(basename "$f"); p=$work/${b%.*}.vp
  case $f in
    *.vfp) awk 'BEGIN { RS = "\001" } { s = substr($0, index($0, "!!ARBvp1.0")); print substr(s, 1, index(s, "END") + 2) }' \
             "$f" > "$p"; nvfp=$((nvfp + 1));;
    *) cp "$f" "$p";;
  esac
  head -c 10 "$p" | grep -q '^!!ARBvp1\.0' || fail "$b: no !!ARBvp1.0 program in it"
  if ! out=$("$vpasm" --check "$p" 2>&1); then
    # OPTION NV_vertex_program3 (vertex texture fetch) is refused by design, naming it
    case $out in *"OPTION NV_vertex_program3 is not supported"*) refused="$refused $b"; continue;; esac
    fail "$b does not assemble: $out"
  fi
  "$vpasm" -o "$work/${b%.*}.hex" "$p" || fail "$b: vpasm -o"
  words=$((words + $(sed -n 's/.*count=\([0-9]*\).*/\1/p' "$work/${b%.*}.hex")))
  # TGSI (docs/tgsi.md): the unpaired image out as a token stream and back in, word for word
  "$vpasm" --no-pair -o "$work/${b%.*}.np.hex" "$p" && "$vpasm" --no-pair --emit=tgsi -o "$work/${b%.*}.tgsi" "$p" &&
    "$vpasm" --from=tgsi -o "$work/${b%.*}.tg.hex" "$work/${b%.*}.tgsi" || fail "$b: vpasm --emit=tgsi / --from=tgsi"
  cmp -s "$work/${b%.*}.np.hex" "$work/${b%.*}.tg.hex" || fail "$b: --emit=tgsi then --from=tgsi gives another image"
  ntgsi=$((ntgsi + 1))
  n=$((n + 1))
  k=$n s=$((seed + n)) in=$work/${b%.*}.in
  "$gen" --random-in "$p" --seed "$s" > "$in.random" || fail "$b: gen_directed --random-in"
  "$vpasm" --consts "$in.consts" -o "$in.hex" "$p" || fail "$b: vpasm --consts"
  # the literal slots after the random c[] writes, before the first vertex
  awk -v c="$in.consts" '!done && /^v\[/ { while ((getline l < c) > 0) print l; done = 1 } { print }' \
    "$in.random" > "$in"
  "$vpsim" "$p" "$in" > "$in.model" 2>&1 || { head -5 "$in.model"; fail "$b: vpsim $p $in"; }
  grep -q "o\[HPOS\]" "$in.model" || fail "$b: vpsim wrote no o[HPOS] ($in.model)"
  g=$(echo "0 0.25 0.5" | cut -d' ' -f$((k % 3 + 1))); st=$(echo "0.05 0.25 0.6" | cut -d' ' -f$((k / 3 % 3 + 1)))
  for c in "$@"; do
    if ! o=$("$c" --quiet --seed "$s" --gaps "$g" --stall "$st" "$p" "$in" 2>&1); then
      echo "$o" | head -40
      fail "$b on $(basename "$c") (rerun: $c --seed $s --gaps $g --stall $st $p $in)"
    fi
    runs=$((runs + 1))
    instr=$((instr + $(echo "$o" | sed -n 's/.* \([0-9]*\) instructions compared.*/\1/p')))
  done
done
[ $n -gt 0 ] || fail "no program in $dir"
n20=0 r20=0 i20=0 refused20=""
if [ -n "${NV20_COSIM:-}" ]; then
  for p in $(ls "$work"/*.vp | sort); do
    b=$(basename "$p") h=${p%.vp}.nv20.hex in=${p%.vp}.in
    if ! out=$("$vpasm" --gpu nv20 --consts "$in.consts20" -o "$h" "$p" 2>&1); then
      case $out in
        *"needs NV30"*|*"OPTION NV_vertex_program3 is not supported"*) refused20="$refused20 $b"; continue;;
      esac
      fail "$b does not assemble for NV20: $out"
    fi
    # NV20 has c[0]-c[95]: the random writes there, then the program's literals
    awk -v c="$in.consts20" '/^c\[/ { k = substr($1, 3) + 0; if (k > 95) next }
      !done && /^v\[/ { while ((getline l < c) > 0) print l; done = 1 } { print }' "$in.random" > "$in.nv20"
    "$vpsim" --gpu nv20 "$h" "$in.nv20" > "$in.nv20.model" 2>&1 || { head -5 "$in.nv20.model"; fail "$b: vpsim --gpu nv20 $h $in.nv20"; }
    n20=$((n20 + 1))
    if [ "$NV20_COSIM" != none ]; then
      o=$("$NV20_COSIM" --quiet --seed "$seed" "$h" "$in.nv20" 2>&1) ||
        { echo "$o" | head -20; fail "$b on NV20 (rerun: $NV20_COSIM --seed $seed $h $in.nv20)"; }
      r20=$((r20 + 1))
      i20=$((i20 + $(echo "$o" | sed -n 's/.* \([0-9]*\) instructions compared.*/\1/p')))
    fi
  done
fi
# GL state by name in the lock-step bench's stream too (docs/vpsim.md "Bindings by name")
st=$(dirname "$0")/state
for c in "$@"; do
  o=$("$c" --quiet --seed "$seed" "$st/state.vp" "$st/state.named.in" 2>&1) ||
    { echo "$o" | head -20; fail "bindings by name on $(basename "$c") ($c --seed $seed $st/state.vp $st/state.named.in)"; }
  runs=$((runs + 1))
  instr=$((instr + $(echo "$o" | sed -n 's/.* \([0-9]*\) instructions compared.*/\1/p')))
done
[ -z "$refused" ] || echo "arb-real: refused as the engine must (OPTION NV_vertex_program3: vertex texture fetch):$refused"
if [ $# = 0 ]; then rtl="no RTL bench (ARB_COSIM=none)"; else rtl="$runs runs on the RTL in lock step, $instr instructions compared, all match"; fi
echo "arb-real: $n programs ($nvfp of them the vertex half of a .vfp) assemble ($words words), $ntgsi round-trip through TGSI, run on the C model; $rtl (SEED=$seed)"
if [ -n "${NV20_COSIM:-}" ]; then
  echo "arb-real: NV20: refused (an NV30-only feature, or NV_vertex_program3):$refused20"
  echo "arb-real: NV20: $n20 programs assemble for NV20 and run on the model with NV20's numerics; $r20 runs on the NV20 engine in lock step, $i20 instructions compared, all match"
fi
