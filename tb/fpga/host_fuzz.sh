#!/usr/bin/env bash
# Every host command in every state, on the simulated board (make
# fpga-host-fuzz, in make test; docs/fpga.md): a fresh vpboard_sim, then
# host_fuzz (tb/fpga/host_fuzz.c): the never-written program memory's runs
# (the issue's START 5 then v[0] first) compared with the C model, and
# FRAMES random frames with good CRCs from SEED; the board must answer
# every frame and keep running. Then vphost loads and runs a real program
# on the same board, whose output must equal vpsim's byte for byte.
#
#   tb/fpga/host_fuzz.sh SIM HOST_FUZZ VPHOST VPSIM WORKDIR SEED FRAMES
#
# The same SEED sends the same frames (printed; make fpga-host-fuzz
# HOST_FUZZ_SEED=n). Every wait has a time limit; the simulation is killed
# on exit.
set -u
sim=$1 fuzz=$2 host=$3 vpsim=$4 d=$5 seed=$6 frames=$7
rm -rf "$d"; mkdir -p "$d"
tty=$d/tty
simpid=
t0=$(date +%s.%N)

stop_sim() {
  [ -n "$simpid" ] || return 0
  kill "$simpid" 2>/dev/null
  for _ in $(seq 50); do kill -0 "$simpid" 2>/dev/null || break; sleep 0.1; done
  kill -9 "$simpid" 2>/dev/null
  wait "$simpid" 2>/dev/null
  simpid=
}
trap stop_sim EXIT
trap 'stop_sim; exit 1' INT TERM

die() { echo "fpga-host-fuzz: FAIL: $* (seed $seed)"; echo "--- the board's log:"; tail -20 "$d/sim.log"; exit 1; }

"$sim" --link "$tty" --seconds 300 --seed "$seed" > "$d/sim.log" 2>&1 &
simpid=$!
for _ in $(seq 200); do [ -L "$tty" ] && break; kill -0 "$simpid" 2>/dev/null || break; sleep 0.1; done
[ -L "$tty" ] || die "the simulated board did not start"

# the PROG words of the random frames: these programs' (as they are, or with
# bits flipped where the word stays valid)
progs="programs/paper/paper_lit_morph.vp programs/spec/vp2_skinning_cal.vp programs/spec/vp2_loop_ara.vp
programs/examples/vp2_call_last.vp programs/examples/vsp_normalize.vsp"
# shellcheck disable=SC2086
timeout -k 5 120 "$fuzz" --port "$tty" --seed "$seed" --frames "$frames" $progs > "$d/fuzz.log" 2>&1
rc=$?
sed 's/^host_fuzz/fpga-host-fuzz/' "$d/fuzz.log"
[ $rc = 0 ] || die "host_fuzz exit $rc"
kill -0 "$simpid" 2>/dev/null || die "the board stopped"

# the board still runs a program exactly as the model does (vphost resets
# the engine first; the program memory keeps what the random frames wrote
# where the program has no words)
p=programs/spec/vp2_skinning_cal.vp
"$vpsim" "$p" "${p%.*}.in" > "$d/after.expected" || die "vpsim $p"
timeout -k 5 120 "$host" --port "$tty" --timeout 5000 "$p" "${p%.*}.in" > "$d/after.board" 2> "$d/after.err" \
  || die "vphost $p after the random frames: $(tail -2 "$d/after.err")"
cmp -s "$d/after.expected" "$d/after.board" || { diff "$d/after.expected" "$d/after.board" | head; die "$p after the random frames differs from vpsim"; }
kill -0 "$simpid" 2>/dev/null || die "the board stopped"
echo "fpga-host-fuzz: $p after the random frames: $(grep -c '^vertex' "$d/after.board") vertices equal to vpsim"
echo "fpga-host-fuzz: pass ($(awk -v s="$t0" -v e="$(date +%s.%N)" 'BEGIN{printf "%.1f", e-s}') s, seed $seed)"
