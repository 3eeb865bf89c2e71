#!/usr/bin/env bash
# make demo-smoke (docs/demo.md): the demo's chain on a small mesh (a 4x4
# grid per face, blends 0 0.5 1, 48x40 pictures), then vprender's own checks:
# its PNG checker (--check) on the pictures and on corrupted copies, and its
# reader on broken vpsim output.
#
#   tb/demo/smoke.sh BIN DIR PROG
set -u
bin=$1 d=$2 prog=$3
r=$bin/vprender
fail() { echo "demo-smoke: FAIL: $*"; exit 1; }
rm -rf "$d"
scripts/demo.sh model "$bin" "$d" "$prog" 4 48x40 "0 0.5 1" > "$d.log" 2>&1 || { cat "$d.log"; fail "demo-model on a small mesh"; }
for t in 0 0.5 1; do
  n=$(grep -c '^vertex ' "$d/morph_$t.model.out")
  [ "$n" = 96 ] || fail "blend $t gave $n vertices, want 96 (6 faces of 4x4)"
  grep -q ' 108 triangles (108 drawn, 0 culled, 0 skipped), [1-9][0-9]* fragments' "$d/morph_$t.render.log" ||
    fail "blend $t: the render drew nothing: $(cat "$d/morph_$t.render.log")"
  "$r" --check "$d/morph_$t.model.png" --size 48x40 > /dev/null || fail "$d/morph_$t.model.png is not a valid 48x40 PNG"
done
if command -v pngfix > /dev/null; then
  pngfix "$d/morph_0.model.png" > /dev/null || fail "libpng's pngfix rejects $d/morph_0.model.png"
fi
cmp -s "$d/morph_0.model.png" "$d/morph_1.model.png" && fail "the sphere and the cube give the same picture"

# corrupted PNGs: vprender --check must refuse each with its message
p=$d/morph_0.model.png sz=$(stat -c %s "$d/morph_0.model.png")
bad() {
  cp "$p" "$d/bad.png"; printf "$2" | dd of="$d/bad.png" bs=1 seek="$1" conv=notrunc status=none
  if "$r" --check "$d/bad.png" --size 48x40 > /dev/null 2> "$d/bad.err"; then fail "$3 not detected"; fi
  grep -q "$4" "$d/bad.err" || fail "$3: wrong message: $(cat "$d/bad.err")"
}
bad 0 '\x88' "a corrupted signature byte" "no PNG signature"
bad 45 '\xff' "a corrupted byte in the first IDAT" "CRC mismatch in the IDAT"
bad 17 '\x31' "a corrupted width in IHDR" "CRC mismatch in the IHDR"
bad $((sz - 2)) '\x00' "a corrupted IEND CRC" "CRC mismatch in the IEND"
head -c $((sz - 12)) "$p" > "$d/bad.png"
if "$r" --check "$d/bad.png" > /dev/null 2>&1; then fail "a truncated PNG is not detected"; fi
if "$r" --check "$p" --size 40x48 > /dev/null 2>&1; then fail "a wrong size is not detected"; fi

# broken vpsim output: vprender must refuse it with its place
o=$d/morph_0.model.out
badout() {
  if "$r" "$d/bad.out" "$d/morph.tri" -o "$d/bad.png" > /dev/null 2> "$d/bad.err"; then fail "vprender accepts $1"; fi
  grep -q "$2" "$d/bad.err" || fail "$1: wrong message: $(cat "$d/bad.err")"
}
sed '3s/= \([0-9a-f]\)/= g/' "$o" > "$d/bad.out"; badout "vpsim output with a bad hex digit" "bad.out:3:14: error: expected 8 hex digits"
awk '/^vertex 5:/{skip=1;next} /^vertex/{skip=0} !skip' "$o" > "$d/bad.out"; badout "vpsim output with a vertex missing" "bad.out:16:8: error: vertex 6 out of sequence"
sed '/^vertex 95:/,$d' "$o" > "$d/bad.out"; badout "95 vertices for a 96-vertex triangle list" "has 95 vertices but the triangle list"
echo "demo-smoke: 3 blends x 96 vertices rendered to valid 48x40 PNGs; corrupted signature, IDAT, IHDR and IEND bytes, truncation and a wrong size are detected; so are a bad hex digit, a missing vertex and a short vertex list in vpsim output"
