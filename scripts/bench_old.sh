#!/usr/bin/env bash
# The lock-step bench of an older commit, for make bench's side-by-side
# simulation speed (issue 55; docs/bench.md). Not in make test.
#
#   scripts/bench_old.sh COMMIT DIR SHARED
#       Extracts COMMIT's tree into DIR/src (git archive), builds there, with
#       that tree's own Makefile (BUILD=build, SHARED as given), the Verilated
#       lock-step bench of that tree's FPGA boards' engine (its mk/boards.def:
#       vpcosim_t<NT>_ii<SFU_II> while the boards had an SFU_II, else
#       vpcosim_t<NT>_board) and of its default engine (vpcosim_t<N>, N its
#       vp_engine's default NTHREADS), and prints two lines on stdout,
#       "board PATH CONFIG" and "default PATH CONFIG": the binaries and the
#       engines' parameters as that tree names them. The builds are cached:
#       DIR/commit.txt names the commit they were made from, and a rerun at
#       the same commit only prints. Build log: DIR/build.log.
set -euo pipefail
commit=${1:?usage: scripts/bench_old.sh COMMIT DIR SHARED}; dir=${2:?}; shared=${3:?}
die() { echo "bench_old.sh: $*" >&2; exit 1; }

full=$(git rev-parse --verify -q "$commit^{commit}") || die "$commit: not a commit of this repository"
shared=$(cd "$shared" && pwd) || die "$shared: no such directory"
mkdir -p "$dir"; dir=$(cd "$dir" && pwd)
if [ "$(cat "$dir/commit.txt" 2>/dev/null)" = "$full" ] && [ -f "$dir/sim.txt" ]; then
  ok=1; while read -r what bin cfg; do [ -x "$bin" ] || ok=0; done < "$dir/sim.txt"
  if [ $ok = 1 ]; then cat "$dir/sim.txt"; exit 0; fi
fi

rm -rf "$dir/src" "$dir/commit.txt" "$dir/sim.txt"; mkdir -p "$dir/src"
git archive "$full" | tar -x -C "$dir/src"
mk() { make -C "$dir/src" --no-print-directory BUILD=build SHARED="$shared" "$@"; }
# the old tree's boards' engine, as its own mk/boards.def reads its board data
q='bench-old-engine: ; @echo "$(BOARD_NT) $(firstword $(BOARD_SFU_II)) EX_LAT=$(BOARD_EX_LAT) IF_STAGE=$(BOARD_IF_STAGE) RD_STAGE=$(BOARD_RD_STAGE)$(if $(BOARD_SFU_II), SFU_II=$(firstword $(BOARD_SFU_II)) SFU_ML=$(BOARD_SFU_ML))"'
read -r nt ii rest <<< "$(mk -s --eval "$q" bench-old-engine)" || die "cannot read the boards' engine of $commit (mk/boards.def)"
case $ii in
  EX_LAT=*) rest="$ii $rest"; board=build/sim/vpcosim_t${nt}_board;;
  *) board=build/sim/vpcosim_t${nt}_ii$ii;;
esac
: > "$dir/build.log"
mk build/sim/default-threads.txt >> "$dir/build.log" 2>&1 || { tail -30 "$dir/build.log" >&2; die "$commit: cannot read its default NTHREADS (log $dir/build.log)"; }
dnt=$(cat "$dir/src/build/sim/default-threads.txt")
def=build/sim/vpcosim_t$dnt
echo "bench-old: building $commit's lock-step benches ($board: NTHREADS=$nt $rest VP_ECP5; $def) in $dir/src; log $dir/build.log" >&2
mk -j2 "$board" "$def" >> "$dir/build.log" 2>&1 || { tail -30 "$dir/build.log" >&2; die "the build of $commit failed (log $dir/build.log)"; }
for b in "$board" "$def"; do [ -x "$dir/src/$b" ] || die "$commit's build made no $b"; done
{ echo "board $dir/src/$board NTHREADS=$nt,$(echo "$rest" | tr ' ' ','),VP_ECP5"
  echo "default $dir/src/$def NTHREADS=$dnt,vp_engine's defaults"; } > "$dir/sim.txt"
echo "$full" > "$dir/commit.txt"
cat "$dir/sim.txt"
