#!/usr/bin/env bash
# make io-cli: the tools lose no output silently and refuse runaway input
# (README "Tools' inputs and outputs", cmodel/vpwrite.h, cmodel/vpfile.h):
#   - standard output on /dev/full: every tool exits non-zero with a message
#     (vphost against tb/cli/fake_board.py on a pseudo-terminal);
#   - vphost refuses VP2.0 words for a board whose ID names an NV20 engine,
#     having sent nothing but ID (the stand-in board with --gpu 20);
#   - a named output that cannot be written (/dev/full beside a good one):
#     non-zero, and the good one is not written (a file already there is
#     untouched, no temporary file is left);
#   - an output that names an input (directly or through a link) is refused
#     and the input is unchanged;
#   - /dev/zero and a 1 GiB (sparse) file are refused at once with "larger
#     than the limit", under a memory limit: a regular file is refused by
#     its size without being read, a device after the limit and no further;
#   - a program with 160 000 labels assembles in under 3 s (linear time;
#     a label look-up by linear scan takes tens of seconds).
#
#   tb/cli/io_cli.sh BINDIR WORKDIR
set -u
bin=$1 d=$2
rm -rf "$d" && mkdir -p "$d/out"
prog=programs/examples/vp10_all_instructions.vp
n=0 bad=0
fail() { echo "io-cli: FAIL $*"; bad=$((bad + 1)); }
pass() { n=$((n + 1)); }
# expect_wfail NAME LOG CMD...: CMD (its stdout discarded) exits non-zero
# and says "cannot write"; stdout_full NAME LOG CMD...: the same with CMD's
# standard output on /dev/full
expect_wfail() {
  local name=$1 log=$2; shift 2
  if "$@" >/dev/null 2>"$log"; then fail "$name: exit status 0 (output lost silently)"
  elif ! grep -q "cannot write" "$log"; then fail "$name: no 'cannot write' message: $(head -c 200 "$log")"
  else pass; fi
}
stdout_full() {
  local name=$1 log=$2; shift 2
  if "$@" >/dev/full 2>"$log"; then fail "$name: exit status 0 (output lost silently)"
  elif ! grep -q "cannot write" "$log"; then fail "$name: no 'cannot write' message: $(head -c 200 "$log")"
  else pass; fi
}

cp "$prog" "$d/p.vp"
printf 'c[0] = 1 2 3 4\nv[0] = 1 2 3 1\nv[3] = 0.5\nv[0] = 0 1 0 1\n' > "$d/in.txt"
"$bin/vpasm" --hex "$d/p.hex" "$d/p.vp" || { echo "io-cli: FAIL cannot assemble $prog"; exit 1; }
"$bin/meshgen" --grid 3 -o "$d/m.in" --tris "$d/m.tri" && "$bin/vpasm" -o "$d/lm.hex" programs/paper/paper_lit_morph.vp &&
  "$bin/vpsim" "$d/lm.hex" "$d/m.in" > "$d/m.out" || { echo "io-cli: FAIL cannot make the vprender inputs"; exit 1; }

# ---- standard output on /dev/full
stdout_full "vpasm >/dev/full" "$d/e1" "$bin/vpasm" "$d/p.vp"
stdout_full "vpasm --list - >/dev/full" "$d/e1" "$bin/vpasm" --list - "$d/p.vp"
stdout_full "vpsim >/dev/full" "$d/e2" "$bin/vpsim" "$d/p.vp" "$d/in.txt"
stdout_full "vpsim --trace >/dev/full" "$d/e2" "$bin/vpsim" --trace "$d/p.vp" "$d/in.txt"
stdout_full "vpdis >/dev/full" "$d/e3" "$bin/vpdis" "$d/p.hex"
stdout_full "meshgen >/dev/full" "$d/e4" "$bin/meshgen" --grid 3
stdout_full "vprender >/dev/full" "$d/e5" "$bin/vprender" "$d/m.out" "$d/m.tri" -o "$d/out/pic.png"
stdout_full "vpbench >/dev/full" "$d/e6" "$bin/vpbench" --vertices 1 --rounds 1 "$d/p.vp"
for t in vpasm vpsim vpdis meshgen vprender vpbench vphost accuracy vppaths sfugen ucgen; do
  stdout_full "$t --help >/dev/full" "$d/e7" "$bin/$t" --help
done
# vphost against a stand-in board (it prints the board's identification)
tb/cli/fake_board.py "$d/board" & fb=$!
for _ in $(seq 50); do [ -e "$d/board" ] && break; sleep 0.1; done
if ! "$bin/vphost" --port "$d/board" --id > "$d/id.txt" 2>&1 || ! grep -q "vertex engine: protocol 1" "$d/id.txt"; then
  fail "vphost --id on the stand-in board: $(head -c 200 "$d/id.txt")"
else
  stdout_full "vphost --id >/dev/full" "$d/e8" "$bin/vphost" --port "$d/board" --id
  stdout_full "vphost --raw >/dev/full" "$d/e8" "$bin/vphost" --port "$d/board" --raw "a5 16 01 07 crc"
fi
kill $fb 2>/dev/null; wait $fb 2>/dev/null

# ---- vphost and the board's GPU: a stand-in board whose ID names an NV20
# engine gets nothing but ID for VP2.0 words (!!VP2.0, !!ARBvp1.0 text,
# an NV30 image of it); NV20 images and !!VP1.1 are sent; an NV30 board
# takes VP2.0 (vphost_gpu GPU PROGRAM WANT: WANT refused or sent)
"$bin/vpasm" -o "$d/arb30.hex" tb/fpga/arb_state.vp && "$bin/vpasm" --gpu nv20 -o "$d/arb20.hex" tb/fpga/arb_state.vp ||
  fail "vpasm tb/fpga/arb_state.vp (--gpu nv20)"
vphost_gpu() {
  local gpu=$1 p=$2 want=$3 rc log=$d/gpu.log
  tb/cli/fake_board.py "$d/board$gpu" --gpu "$gpu" & fb=$!
  for _ in $(seq 50); do [ -e "$d/board$gpu" ] && break; sleep 0.1; done
  timeout -k 5 30 "$bin/vphost" -v --wait 1 --port "$d/board$gpu" "$p" /dev/null 2> "$log"; rc=$?
  kill $fb 2>/dev/null; wait $fb 2>/dev/null
  local sent; sent=$(grep -c '^vphost: -> ' "$log")
  if [ "$want" = refused ]; then
    if [ $rc = 1 ] && grep -q "board's engine is NV20" "$log" && [ "$sent" = 1 ] && grep -q '^vphost: -> a5 01 00' "$log"; then pass
      echo "io-cli: NV$gpu board: $p refused, only ID sent"
    else fail "vphost $p on an NV$gpu board: not refused before sending (exit $rc, $sent frames): $(grep -m1 error: "$log")"; fi
  elif [ $rc = 0 ] && grep -q '^vphost: -> a5 10 ' "$log"; then pass
    echo "io-cli: NV$gpu board: $p sent ($(grep -c '^vphost: -> a5 10 ' "$log") PROG frames)"
  else fail "vphost $p on an NV$gpu board: not sent (exit $rc): $(grep -m1 error: "$log")"; fi
}
vphost_gpu 20 programs/spec/vp2_skinning_cal.vp refused
vphost_gpu 20 tb/fpga/arb_state.vp refused
vphost_gpu 20 "$d/arb30.hex" refused
vphost_gpu 20 "$d/arb20.hex" sent
vphost_gpu 20 programs/examples/vp11_position_invariant.vp sent
vphost_gpu 30 programs/spec/vp2_skinning_cal.vp sent

# ---- named outputs: all or nothing, through temporary files
o=$d/out
expect_wfail "vpasm --hex a.hex --bin /dev/full" "$d/e9" "$bin/vpasm" --hex "$o/a.hex" --bin /dev/full "$d/p.vp"
[ -e "$o/a.hex" ] && fail "vpasm --hex a.hex --bin /dev/full left a.hex" || pass
echo previous > "$o/a.hex"
expect_wfail "vpasm --hex a.hex --bin /dev/full (a.hex there)" "$d/e9" "$bin/vpasm" --hex "$o/a.hex" --bin /dev/full "$d/p.vp"
[ "$(cat "$o/a.hex")" = previous ] && pass || fail "vpasm --hex a.hex --bin /dev/full changed the a.hex already there"
"$bin/vpasm" --hex "$o/a.hex" --list "$o/a.lst" "$d/p.vp" && cmp -s "$o/a.hex" "$d/p.hex" && [ -s "$o/a.lst" ] && pass ||
  fail "vpasm --hex a.hex --list a.lst does not write both"
echo previous > "$o/m.in"
expect_wfail "meshgen -o m.in --tris /dev/full" "$d/e10" "$bin/meshgen" --grid 3 -o "$o/m.in" --tris /dev/full
[ "$(cat "$o/m.in")" = previous ] && pass || fail "meshgen -o m.in --tris /dev/full changed the m.in already there"
expect_wfail "vpdis -o /dev/full" "$d/e11" "$bin/vpdis" -o /dev/full "$d/p.hex"
expect_wfail "vprender -o /dev/full" "$d/e12" "$bin/vprender" "$d/m.out" "$d/m.tri" -o /dev/full
expect_wfail "vprender --size 4x4 -o /dev/full" "$d/e12" "$bin/vprender" --size 4x4 "$d/m.out" "$d/m.tri" -o /dev/full
expect_wfail "sfugen --c /dev/full" "$d/e13" "$bin/sfugen" --c /dev/full
expect_wfail "ucgen --c /dev/full" "$d/e14" "$bin/ucgen" tools/ucode.def --c /dev/full
# an ARB program's --consts is one of the outputs: all or nothing too
rm -f "$o/arb.hex"
expect_wfail "vpasm --hex arb.hex --consts /dev/full" "$d/e9" "$bin/vpasm" --hex "$o/arb.hex" --consts /dev/full tb/arb/lower/pow.vp
[ -e "$o/arb.hex" ] && fail "vpasm --hex arb.hex --consts /dev/full left arb.hex" || pass
# one file named as two outputs: refused before anything is written
rm -f "$o/twice.hex"
if "$bin/vpasm" --hex "$o/twice.hex" --list "$o/twice.hex" "$d/p.vp" 2>"$d/e9"; then fail "vpasm --hex F --list F: exit status 0"
elif ! grep -q "named twice" "$d/e9" || [ -e "$o/twice.hex" ]; then fail "vpasm --hex F --list F: not refused before writing"
else pass; fi
# a symbolic link to an output: the file it points to is replaced, the link stays
echo previous > "$o/target.hex" && ln -s target.hex "$o/link.hex"
"$bin/vpasm" --hex "$o/link.hex" "$d/p.vp" && [ -L "$o/link.hex" ] && cmp -s "$o/target.hex" "$d/p.hex" && pass ||
  fail "vpasm --hex LINK did not write the file the link points to"
left=$(ls -A "$o" | grep '^\.' | tr '\n' ' ')
[ -z "$left" ] && pass || fail "temporary files left behind: $left"

# ---- an output that names an input is refused, the input unchanged
cp "$d/p.vp" "$d/keep.vp" && cp "$d/p.vp" "$d/x.vp" && ln -sf x.vp "$d/xlink.vp"
cp "$d/p.hex" "$d/h.hex" && cp "$d/m.out" "$d/m2.out"
# refused NAME CMD...: CMD exits non-zero saying so
refused() {
  local name=$1; shift
  if "$@" >/dev/null 2>"$d/e15"; then fail "$name: exit status 0"
  elif ! grep -q "is the input file" "$d/e15"; then fail "$name: no 'is the input file' message: $(head -c 200 "$d/e15")"
  else pass; fi
}
unchanged() { cmp -s "$2" "$3" && pass || fail "$1 changed its input"; }
refused "vpasm x.vp --list x.vp" "$bin/vpasm" "$d/x.vp" --list "$d/x.vp"
unchanged "vpasm x.vp --list x.vp" "$d/x.vp" "$d/keep.vp"
refused "vpasm x.vp --hex LINK-TO-x.vp" "$bin/vpasm" "$d/x.vp" --hex "$d/xlink.vp"
unchanged "vpasm x.vp --hex LINK-TO-x.vp" "$d/x.vp" "$d/keep.vp"
refused "vpasm - --list x.vp < x.vp" "$bin/vpasm" --list "$d/x.vp" - < "$d/x.vp"
unchanged "vpasm - --list x.vp < x.vp" "$d/x.vp" "$d/keep.vp"
refused "vpdis -o h.hex h.hex" "$bin/vpdis" -o "$d/h.hex" "$d/h.hex"
unchanged "vpdis -o h.hex h.hex" "$d/h.hex" "$d/p.hex"
refused "vprender V T -o V" "$bin/vprender" "$d/m2.out" "$d/m.tri" -o "$d/m2.out"
unchanged "vprender V T -o V" "$d/m2.out" "$d/m.out"

# ---- input limits: refused at once, without reading the whole input
# (bash's ulimit -v: a regular file must be refused by its size, so 12 MB of
# address space suffice; a device is read up to its limit and no further)
truncate -s 1G "$d/big.txt"
limit() {
  local name=$1 mem=$2; shift 2
  local t0=$SECONDS
  if ( ulimit -v "$mem"; exec timeout 20 "$@" ) >/dev/null 2>"$d/e16"; then fail "$name: exit status 0"
  elif ! grep -q "larger than the limit" "$d/e16"; then fail "$name: not refused for its size: $(head -c 200 "$d/e16")"
  elif [ $((SECONDS - t0)) -gt 5 ]; then fail "$name: took $((SECONDS - t0)) s"
  else pass; fi
}
limit "vpasm 1GiB-file" 12000 "$bin/vpasm" "$d/big.txt"
limit "vpsim PROG 1GiB-file" 12000 "$bin/vpsim" "$d/p.hex" "$d/big.txt"
limit "vpsim 1GiB-file IN" 12000 "$bin/vpsim" "$d/big.txt" "$d/in.txt"
limit "vpdis 1GiB-file" 12000 "$bin/vpdis" "$d/big.txt"
limit "vprender 1GiB-file" 12000 "$bin/vprender" "$d/big.txt" "$d/m.tri" -o "$o/big.png"
limit "vpasm /dev/zero" 60000 "$bin/vpasm" /dev/zero
limit "vpsim PROG /dev/zero" 150000 "$bin/vpsim" "$d/p.hex" /dev/zero
limit "vpasm - < /dev/zero" 60000 "$bin/vpasm" - < /dev/zero
rm -f "$d/big.txt"

# ---- linear time: 160 000 labels (a linear look-up: tens of seconds)
awk 'BEGIN { print "!!VP2.0"; print "main:"; print "MOV o[HPOS], v[OPOS];";
             for (i = 0; i < 160000; i++) printf "L%d:\n", i;
             print "BRA L159999;"; print "L_end: MOV o[COL0], v[3];"; print "BRA L0;"; print "END" }' > "$d/labels.vp"
printf '!!VP2.0\nmain:\nMOV o[HPOS], v[OPOS];\nL0:\nL159999:\nBRA L159999;\nL_end: MOV o[COL0], v[3];\nBRA L0;\nEND\n' > "$d/labels2.vp"
t0=$(date +%s%N)
if ! timeout 3 "$bin/vpasm" --hex "$d/labels.hex" "$d/labels.vp" 2>"$d/e17"; then
  fail "vpasm with 160000 labels: not done in 3 s or failed: $(head -c 200 "$d/e17")"
else
  ms=$(( ($(date +%s%N) - t0) / 1000000 ))
  "$bin/vpasm" --hex "$d/labels2.hex" "$d/labels2.vp" && cmp -s "$d/labels.hex" "$d/labels2.hex" && pass ||
    fail "vpasm with 160000 labels: not the image of the same program with two labels"
  echo "io-cli: 160000 labels assembled in $ms ms"
fi

if [ $bad = 0 ]; then
  echo "io-cli: $n checks passed (stdout and named outputs on /dev/full, temporary files, output = input, input limits, 160000 labels, vphost and the board's GPU)"
else
  echo "io-cli: $bad of $((n + bad)) checks failed"
  exit 1
fi
