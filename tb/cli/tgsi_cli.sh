#!/usr/bin/env bash
# make tgsi-cli (docs/tgsi.md): the TGSI token streams through the tools.
# For every program in programs/, assembled without pairing (--no-pair):
# vpasm --emit=tgsi, then vpasm --from=tgsi gives the same image and
# re-emits the same stream, vpdis prints the stream; assembled with
# pairing: the stream carries each pair as its two instructions, so it
# loads as vpdis's text of the paired image with the '+' taken off each
# special-function half; the --help texts; hex-text input (errors at FILE:LINE:COL); a
# truncated stream (exit 1, "token N"); a newer minor version (exit 3,
# listing only). The library itself: tb/unit/test_tgsi.c (make unit).
#
#   tb/cli/tgsi_cli.sh VPASM VPDIS WORKDIR
set -u
vpasm=$1 vpdis=$2 d=$3
rm -rf "$d" && mkdir -p "$d"
n=0; skip=0; bad=0; np=0
while IFS= read -r f; do
  if ! "$vpasm" --no-pair --hex $d/a.hex "$f" >/dev/null 2>&1; then skip=$((skip+1)); continue; fi
  n=$((n+1)); ok=1
  "$vpasm" --no-pair --emit=tgsi -o $d/a.tgsi "$f" && "$vpasm" --no-pair --tgsi $d/t.tgsi "$f" >/dev/null &&
    cmp -s $d/a.tgsi $d/t.tgsi || ok=0
  "$vpasm" --from=tgsi $d/a.tgsi --hex $d/b.hex && cmp -s $d/a.hex $d/b.hex || ok=0
  "$vpasm" --from=tgsi $d/a.tgsi --emit=tgsi -o $d/c.tgsi && cmp -s $d/a.tgsi $d/c.tgsi || ok=0
  "$vpdis" $d/a.tgsi > $d/a.txt && head -1 $d/a.txt | grep -q '^# TGSI 1.1, vertex processor' &&
    tail -1 $d/a.txt | grep -q '^# loads as ' || ok=0
  "$vpasm" --no-pair --emit=tgsi-text "$f" > $d/e.txt && head -n -1 $d/a.txt | cmp -s - $d/e.txt || ok=0
  # paired: the stream has both instructions of each pair, vector half first
  "$vpasm" --hex $d/p.hex "$f" && "$vpdis" $d/p.hex > $d/p.vp && sed 's/^  + /    /' $d/p.vp > $d/s.vp &&
    "$vpasm" --no-pair --hex $d/s.hex $d/s.vp && "$vpasm" --emit=tgsi -o $d/p.tgsi "$f" &&
    "$vpasm" --from=tgsi $d/p.tgsi --hex $d/q.hex && cmp -s $d/s.hex $d/q.hex || ok=0
  grep -q '^  + ' $d/p.vp && np=$((np+1))
  if [ $ok = 0 ]; then bad=1; echo "tgsi-cli: FAIL $f (see $d)"; break; fi
done < <(find programs -type f \( -name '*.vp' -o -name '*.vsp' \) | sort)
echo "tgsi-cli: $n programs: text -> TGSI -> image equals text -> image, streams re-emit and print ($skip do not assemble); paired ($np with pairs): TGSI gets the halves unpaired, in order"
[ $bad = 1 ] || [ $np -gt 0 ] || { bad=1; echo "tgsi-cli: FAIL no program of programs/ was paired"; }
[ $bad = 0 ] || exit 1
"$vpasm" --help | grep -q -- '--emit=FORMAT' && "$vpasm" --help | grep -q -- '--from=FORMAT' &&
  "$vpasm" --help | grep -q -- '--tgsi FILE' && "$vpdis" --help | grep -q -- '--tgsi' ||
  { echo "tgsi-cli: FAIL --help does not describe the TGSI options"; exit 1; }
echo "tgsi-cli: --help of vpasm and vpdis describes the TGSI options"
f=programs/paper/paper_simplest.vp
"$vpasm" --hex $d/s.hex $f &&
"$vpasm" --from=tgsi-hex tb/tgsi/valid/001_minimal_vp10.t --hex $d/h.hex &&
printf '!!VP1.0\nMOV o[HPOS], v[0];\nEND\n' | "$vpasm" --hex $d/h2.hex - && cmp -s $d/h.hex $d/h2.hex ||
  { echo "tgsi-cli: FAIL --from=tgsi-hex"; exit 1; }
"$vpdis" --tgsi-hex tb/tgsi/valid/005_unknown_body_token.t | grep -q 'unknown token type 9, Size 3: skipped' ||
  { echo "tgsi-cli: FAIL vpdis --tgsi-hex does not show the skipped token"; exit 1; }
for c in "072_bad_hex 5:1 token 1" "016_insn_size_short 15:1 token 11"; do set -- $c
  "$vpasm" --from=tgsi-hex tb/tgsi/invalid/$1.t --hex $d/x.hex 2> $d/x.err
  "$vpdis" --tgsi-hex tb/tgsi/invalid/$1.t > /dev/null 2> $d/y.err
  grep -q "^tb/tgsi/invalid/$1.t:$2: error: $3 $4: " $d/x.err && grep -q "^tb/tgsi/invalid/$1.t:$2: error: $3 $4: " $d/y.err ||
    { cat $d/x.err $d/y.err; echo "tgsi-cli: FAIL a hex-text stream's error does not name FILE:$2 and $3 $4"; exit 1; }; done
echo "tgsi-cli: hex-text streams load (vpasm --from=tgsi-hex) and print (vpdis --tgsi-hex); their errors name FILE:LINE:COL: $(cat $d/x.err)"
"$vpasm" --emit=tgsi -o $d/m.tgsi programs/paper/paper_simplest.vp && head -c -2 $d/m.tgsi > $d/cut.tgsi &&
head -c -4 $d/m.tgsi > $d/cut4.tgsi
"$vpasm" --from=tgsi $d/cut.tgsi --hex $d/cut.hex 2> $d/cut.err; rc=$?
"$vpasm" --from=tgsi $d/cut4.tgsi 2> $d/cut4.err > /dev/null; rc4=$?
"$vpdis" $d/cut4.tgsi > /dev/null 2> $d/cut4d.err; rcd=$?
if [ $rc != 1 ] || [ -e $d/cut.hex ] || ! grep -q "cut.tgsi: token [0-9]*: error: .*not a whole number of 32-bit tokens" $d/cut.err ||
   [ $rc4 != 1 ] || ! grep -q "cut4.tgsi: token [0-9]*: error: .*truncated" $d/cut4.err ||
   [ $rcd != 1 ] || ! grep -q "token [0-9]*: error: .*truncated" $d/cut4d.err; then
  echo "tgsi-cli: FAIL truncated streams: vpasm exit $rc/$rc4, vpdis exit $rcd:"; cat $d/cut.err $d/cut4.err $d/cut4d.err; exit 1; fi
echo "tgsi-cli: truncated streams are refused with the token index (exit 1): $(cat $d/cut4.err)"
cp $d/m.tgsi $d/v12.tgsi && printf '\002' | dd of=$d/v12.tgsi bs=1 seek=1 conv=notrunc status=none
"$vpasm" --from=tgsi $d/v12.tgsi --hex $d/v12.hex --list $d/v12.lst 2> $d/v12.err; rc=$?
if [ $rc != 3 ] || [ -e $d/v12.hex ] || ! grep -q 'refused for execution' $d/v12.lst ||
   ! grep -q 'newer than 1.1.*refused for execution; no image written' $d/v12.err ||
   ! "$vpdis" $d/v12.tgsi | grep -q 'newer than 1.1: readable, but refused for execution'; then
  echo "tgsi-cli: FAIL version 1.2 (exit $rc):"; cat $d/v12.err; exit 1; fi
echo "tgsi-cli: a 1.2 stream loads, lists, and is refused for execution (exit 3, no image)"
echo "tgsi-cli: $n programs round-trip through TGSI; --help, hex-text input, truncated streams and a 1.2 stream as documented"
