#!/usr/bin/env bash
# make rtl-cosim (docs/sim.md): every program/input pair on each Verilated
# engine in lock step with the C model (tb/rtl/vpcosim.c).
#
#   tb/rtl/cosim.sh SIMDIR VPASM CORPUS SEED NT BOARD CONFIG...
#
# The pairs: the directed tests of tb/rtl/gen_directed.c, every program of
# programs/ with a .in beside it, and every other program here and in CORPUS
# that assembles (vpasm --check), on random inputs from SEED. CONFIG names a
# bench SIMDIR/vpcosim_CONFIG (t4: NTHREADS 4; if1_t16: IF_STAGE 1;
# t19_board: the boards' engine, described by BOARD; nv20_t15: GPU 20, which
# skips the !!VP2.0 programs; nv20_t15_small: the small board's engine (GPU
# 20), described by COSIM_SMALL; e2_t4: the multi-engine top vp_multi, two
# engines of 4 threads, mk/sim_multi.mk). NT is the engine's default thread count: the
# watchdog test runs only there. Pair k runs with seed SEED+k, input gaps
# 0/0.25/0.5 and output stalls 0.05/0.25/0.6 by k. Stops at the first
# mismatch with the command that reruns it.
set -u
simdir=$1 vpasm=$2 corpus=$3 seed=$4 nt=$5 board=$6
small=${COSIM_SMALL:-"the small board's engine"}
shift 6
directed=$simdir/directed random=$simdir/random-in pairs=$simdir/pairs.txt
fail() { echo "rtl-cosim: FAIL: $*"; exit 1; }

echo "rtl-cosim: SEED=$seed (reproduce: make rtl-cosim SEED=$seed)"
rm -rf "$directed" "$random"; mkdir -p "$directed" "$random"
[ -d "$corpus" ] || fail "no corpus $corpus (make CORPUS=... or SHARED=...)"
"$simdir/gen_directed" --out "$directed" > "$pairs" || fail "gen_directed"
for p in $(find programs -name '*.vp' -o -name '*.vsp' | sort) $(find "$corpus" -name '*.vp' -o -name '*.vsp' | sort); do
  if [ -f "${p%.*}.in" ]; then echo "$p ${p%.*}.in"
  elif "$vpasm" --check "$p" > /dev/null 2>&1; then
    r=$random/$(echo "${p%.*}" | tr / _).in
    "$simdir/gen_directed" --random-in "$p" --seed "$seed" > "$r" || exit 1
    echo "$p $r"
  fi
done >> "$pairs"
npairs=$(wc -l < "$pairs")
ncorp=$(grep -c "^$corpus/" "$pairs")
[ "$ncorp" -gt 0 ] || fail "no program of $corpus assembles"

runs=0 instr=0
for c in "$@"; do
  k=0 vp2=0 n=${c##*t}; n=${n%_board}; n=${n%_small}
  while read -r p i; do
    k=$((k + 1)); s=$((seed + k))
    case $p in *watchdog*) [ "$n" = "$nt" ] || continue;; esac
    # NV20 has no VP2: !!VP2.0, and !!ARBvp1.0 (VP2 words, docs/arbvp.md), are not run there
    case $c in nv20_*) if head -c 10 "$p" | grep -q '^!!VP2\.0\|^!!ARBvp'; then vp2=$((vp2 + 1)); continue; fi;; esac
    runs=$((runs + 1))
    g=$(echo "0 0.25 0.5" | cut -d' ' -f$((k % 3 + 1))); st=$(echo "0.05 0.25 0.6" | cut -d' ' -f$((k / 3 % 3 + 1)))
    if ! out=$("$simdir/vpcosim_$c" --quiet --seed $s --gaps "$g" --stall "$st" "$p" "$i" 2>&1); then
      echo "$out" | head -60
      fail "$c $p $i (rerun: $simdir/vpcosim_$c --seed $s --gaps $g --stall $st $p $i)"
    fi
    instr=$((instr + $(echo "$out" | sed -n 's/.* \([0-9]*\) instructions compared.*/\1/p')))
  done < "$pairs"
  case $c in e[0-9]*) what=" NENGINES=$(echo "$c" | sed 's/^e\([0-9]*\)_.*/\1/') (vp_multi)";; *) what=;; esac
  case $c in *_board) what="$what $board";; if1_*) what=" IF_STAGE=1";; nv20_*) what=" GPU=20 (NV20)";; esac
  case $c in *_small) what="$what, $small";; esac
  echo "rtl-cosim: NTHREADS=$n$what: $((npairs - vp2)) program/input pairs match the model ($ncorp of them the corpus's programs on random inputs; the watchdog test on the default NTHREADS only$([ $vp2 = 0 ] || echo "; the $vp2 !!VP2.0 and !!ARBvp1.0 programs are not run: NV20 has no VP2"))"
done
echo "rtl-cosim: $runs runs on $# engines, $instr instructions compared, all match (SEED=$seed)"
