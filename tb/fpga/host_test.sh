#!/usr/bin/env bash
# The FPGA bring-up test on the simulated board (make fpga-host-test,
# docs/fpga.md): vphost drives the Verilated vp_board_top through a
# pseudo-terminal (tb/fpga/vpboard_sim.c, bit-level UART) exactly as it
# drives a real board over /dev/ttyUSB0, and every output is compared with
# vpsim's byte for byte. Then the bad frames: a frame with a wrong CRC is
# refused and writes nothing, a truncated frame gets a timeout reply (no
# hang), a frame too long / an unknown command / a bad argument get their
# error replies; and a flipped bit on the line is caught by vphost's reply
# CRC check.
#
#   tb/fpga/host_test.sh SIM VPHOST VPSIM WORKDIR
#
# Every wait has a time limit; the simulation is killed on exit (trap) and
# also stops by itself (--seconds, or when this script ends).
set -u
sim=$1 host=$2 vpsim=$3 d=$4
bindir=$(dirname "$vpsim")
rm -rf "$d"; mkdir -p "$d"
tty=$d/tty
simpid=
fail=0
t0=$(date +%s)

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

# start_sim LOG [sim options]: the board, and wait (20 s at most) for its terminal
start_sim() {
  local log=$1; shift
  rm -f "$tty"
  "$sim" --link "$tty" --seconds 300 "$@" > "$log" 2>&1 &
  simpid=$!
  for _ in $(seq 200); do [ -L "$tty" ] && return 0; kill -0 "$simpid" 2>/dev/null || break; sleep 0.1; done
  echo "fpga-host-test: FAIL: the simulated board did not start:"; cat "$log"; exit 1
}

# vphost with a time limit
vph() { timeout -k 5 120 "$host" --port "$tty" --timeout 5000 "$@"; }

bad() { echo "fpga-host-test: FAIL: $*"; fail=1; }

start_sim "$d/sim.log" --seed 1
id=$(vph --id) || { echo "fpga-host-test: FAIL: no ID reply"; cat "$d/sim.log"; exit 1; }
echo "fpga-host-test: $(grep -m1 'pty' "$d/sim.log" | sed 's/^vpboard_sim: //')"
echo "fpga-host-test: $id"
# the ID names the simulated board's engines and GPU (vp_board_top's defaults: one, NV30)
case $id in *", 1 engine, NV30") ;; *) bad "the ID reply does not name one engine and NV30: $id";; esac

# ---- programs: every output equal to vpsim's ----
progs="programs/paper/paper_lit_morph.vp
programs/spec/vp2_skinning_cal.vp
programs/spec/vp2_loop_ara.vp
programs/examples/vp2_call_last.vp
programs/examples/vp11_position_invariant.vp
programs/examples/vsp_normalize.vsp
tb/fpga/arb_state.vp"
# (arb_state.vp: an !!ARBvp1.0 program whose input names GL state and program
# parameters, state.matrix.mvp.row[0] = ..., program.env[3] = ...: vphost
# writes them to the slots vpasm --consts lists, as vpsim does)
# one program also as a vpasm image; and lit-morph on a long stream: 10 x its
# input (30 vertices, more than the threads, parameters rewritten between
# vertices: the engine is busy until its results are read, vphost drains and
# sends again)
"$bindir/vpasm" programs/paper/paper_lit_morph.vp -o "$d/lit_morph.hex" || exit 1
cp programs/paper/paper_lit_morph.vp "$d/lit_morph_long.vp"
for _ in $(seq 10); do cat programs/paper/paper_lit_morph.in; done > "$d/lit_morph_long.in"
# and 60 vertices in one go: all threads finish and wait for the host; the
# next vertex gets a busy reply until vphost has read results
cp programs/paper/paper_lit_morph.vp "$d/lit_morph_60.vp"
{ grep '^c\[' programs/paper/paper_lit_morph.in; grep '^v\[[123]\]' programs/paper/paper_lit_morph.in
  for k in $(seq 0 59); do echo "v[15] = $k/59"; echo "v[0] = 0.57735 0.57735 0.57735"; done | sed 's|\([0-9]*\)/59|0.\1|'; } > "$d/lit_morph_60.in"
n=0
for p in $progs "$d/lit_morph.hex" "$d/lit_morph_long.vp" "$d/lit_morph_60.vp"; do
  case $p in *.hex) in=programs/paper/paper_lit_morph.in;; *) in=${p%.*}.in;; esac
  name=$(basename "$p"); n=$((n + 1))
  "$vpsim" "$p" "$in" > "$d/$name.expected" || { bad "vpsim $p"; continue; }
  s=$(date +%s.%N)
  v=; case $name in lit_morph_60.vp) v=-v;; esac
  if ! vph $v "$p" "$in" > "$d/$name.board" 2> "$d/$name.err"; then
    bad "vphost $p $in: $(tail -3 "$d/$name.err")"; continue
  fi
  if ! cmp -s "$d/$name.expected" "$d/$name.board"; then
    bad "$p: the board's output differs from vpsim's:"; diff "$d/$name.expected" "$d/$name.board" | head -10; continue
  fi
  if [ -n "$v" ]; then
    nb=$(grep -c '^vphost: <- 5a 13 05' "$d/$name.err")
    [ "$nb" -gt 0 ] || bad "$p: no busy reply to a vertex: the busy path was not exercised"
    echo "fpga-host-test:   ($nb busy replies to a vertex, each followed by reading results and sending it again)"
  fi
  echo "fpga-host-test: $p: $(grep -c '^vertex\|^state run' "$d/$name.board") outputs equal to vpsim ($(awk -v s="$s" -v e="$(date +%s.%N)" 'BEGIN{printf "%.1f", e-s}') s)"
done

# an input error: the lines before it run, then file:line:col, as vpsim
printf 'c[0] = 1 2 3 4\nv[0] = 1 0 0\nv[1] = 1 2 zz\n' > "$d/badin.in"
"$vpsim" programs/paper/paper_simplest.vp "$d/badin.in" > "$d/badin.expected" 2> "$d/badin.experr"
vph programs/paper/paper_simplest.vp "$d/badin.in" > "$d/badin.board" 2> "$d/badin.err"; rc=$?
if [ $rc = 1 ] && cmp -s "$d/badin.expected" "$d/badin.board" && cmp -s "$d/badin.experr" "$d/badin.err"; then
  echo "fpga-host-test: bad input line: same output and message as vpsim: $(cat "$d/badin.err")"
else bad "bad input: exit $rc, $(cat "$d/badin.err") (vpsim: $(cat "$d/badin.experr"))"; fi

# counters after a run
vph --counters programs/paper/paper_lit_morph.vp programs/paper/paper_lit_morph.in > /dev/null 2> "$d/counters.err" || bad "vphost --counters"
grep -q 'counter vertices_out *3$' "$d/counters.err" || { bad "--counters: no 'vertices_out 3'"; cat "$d/counters.err"; }
echo "fpga-host-test: counters: $(grep -E 'cycles|vertices_out|bad_frames' "$d/counters.err" | sed 's/vphost: counter //' | tr -s ' ' | paste -sd, -)"

# ---- bad frames ----
val1=$(printf '11%.0s' $(seq 16)); val2=$(printf '22%.0s' $(seq 16))
# expect NAME STATUS-TEXT raw-frame
expect() {
  local name=$1 want=$2 frame=$3 out rc
  out=$(vph --raw "$frame" 2>&1); rc=$?
  if [ "$want" = ok ]; then
    [ $rc = 0 ] || { bad "$name: expected an ok reply, got: $out"; return; }
  else
    [ $rc = 3 ] && echo "$out" | grep -q "($want)" || { bad "$name: expected '$want', got (exit $rc): $out"; return; }
  fi
  echo "fpga-host-test: $name -> $(echo "$out" | sed -n 's/^reply: //p' | cut -c1-80)"
}
expect "CONST c[7]=0x11.. (good)" ok "a5 11 11 07 $val1 crc"
expect "CONST c[7]=0x22.. with a bad CRC" "bad CRC" "a5 11 11 07 $val2 badcrc"
out=$(vph --raw "a5 16 01 07 crc") || bad "RDCONST c[7]: $out"
echo "$out" | grep -q "len=16 $(echo "$val1" | sed 's/\(..\)/\1 /g; s/ $//')\$" || bad "c[7] changed by a frame with a bad CRC: $out"
echo "fpga-host-test: RDCONST c[7] after the bad frame: still 11..11 (nothing written)"
s=$(date +%s.%N)
expect "truncated CONST frame (8 of 22 bytes)" "timeout in a partial frame" "a5 11 11 07 $(echo "$val2" | cut -c1-8)"
echo "fpga-host-test:   timeout reply after $(awk -v s="$s" -v e="$(date +%s.%N)" 'BEGIN{printf "%.2f", e-s}') s"
expect "frame with LEN 48 > 17" "bad length" "a5 11 30 07 $val2 $val2 $val2 crc"
expect "unknown command 0x7f" "unknown command" "a5 7f 00 crc"
expect "MVP row 9" "bad argument" "a5 12 11 09 $val2 crc"
expect "ATTR with 6 bytes" "bad length" "a5 13 06 01 $(echo "$val2" | cut -c1-10) crc"
out=$(vph --raw "a5 16 01 07 crc") || bad "RDCONST c[7]: $out"
echo "$out" | grep -q "len=16 11 11" || bad "c[7] changed by a bad frame: $out"
# the board still computes right after all of that, without a new reset of the bridge
p=programs/spec/vp2_skinning_cal.vp
vph "$p" "${p%.*}.in" > "$d/after-bad.board" 2> "$d/after-bad.err" && cmp -s "$d/vp2_skinning_cal.vp.expected" "$d/after-bad.board" \
  || bad "$p after the bad frames: differs or fails: $(tail -2 "$d/after-bad.err")"
echo "fpga-host-test: $p after the bad frames: equal to vpsim"

stop_sim

# ---- a bit flipped on the line ----
# the first run's replies begin with ID (22 bytes) and RESET (6 bytes):
# byte 25 is the STATUS byte of the RESET reply (00 -> 01)
start_sim "$d/sim-flip.log" --seed 2 --flip-tx 25
if vph programs/paper/paper_lit_morph.vp programs/paper/paper_lit_morph.in > "$d/flip.board" 2> "$d/flip.err"; then
  bad "a flipped bit on the line was not noticed"
else
  grep -q 'reply with a bad CRC' "$d/flip.err" || { bad "flipped bit: unexpected error:"; cat "$d/flip.err"; }
  echo "fpga-host-test: a flipped reply bit is caught: $(grep -m1 error: "$d/flip.err")"
fi
stop_sim

echo "fpga-host-test: simulation: $(grep -h 'stop (' "$d/sim.log" | sed 's/^vpboard_sim: //')"
[ $fail = 0 ] || { echo "fpga-host-test: FAIL (work files in $d)"; exit 1; }
echo "fpga-host-test: $n program runs equal to vpsim, every bad frame refused ($(( $(date +%s) - t0 )) s)"
