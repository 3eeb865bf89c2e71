#!/usr/bin/env bash
# make demo (docs/demo.md): the GeForce3 paper's lit-morph program on a cube
# morphing into a sphere.
#
#   scripts/demo.sh model BIN DIR PROG GRID SIZE BLENDS
#       assemble PROG, make the meshes (meshgen, GRID), run the morph at each
#       blend factor on the C model (vpsim) and render it (vprender, SIZE)
#       into DIR
#   scripts/demo.sh rtl SIM DIR "ENGINE" REPORT BLENDS
#       the streams `model` made, through the Verilated engine SIM in lock
#       step with the C model; cycles/vertex and, with the Fmax REPORT
#       records for that engine, vertices/s
#   scripts/demo.sh boards DIR BLEND BOARD.MK=SIM...
#       each board's top as it is built (its engines, vp_multi when more
#       than one) on blend BLEND's stream in lock step with the C model, the
#       host and the output never stalled (--gaps 0 --stall 0): cycles per
#       vertex of the whole top, and vertices/s at the Fmax its report
#       records, beside the GeForce3's
set -eu
mode=$1; shift
case $mode in
model)
  bin=$1 d=$2 prog=$3 grid=$4 size=$5 blends=$6
  mkdir -p "$d"
  "$bin/vpasm" "$prog" -o "$d/lit_morph.hex"
  echo "demo-model: $prog assembled to $d/lit_morph.hex"
  for t in $blends; do
    "$bin/meshgen" --grid "$grid" --blend "$t" -o "$d/morph_$t.in" --tris "$d/morph.tri"
    "$bin/vpsim" "$d/lit_morph.hex" "$d/morph_$t.in" > "$d/morph_$t.model.out"
    n=$(grep -c '^vertex ' "$d/morph_$t.model.out")
    "$bin/vprender" --size "$size" --ss 2 "$d/morph_$t.model.out" "$d/morph.tri" -o "$d/morph_$t.model.png" > "$d/morph_$t.render.log"
    echo "demo-model: blend $t: $n vertices on the C model -> $d/morph_$t.model.png"
  done
  echo "demo-model: inputs $d/morph_*.in, triangles $d/morph.tri, model output $d/morph_*.model.out";;
rtl)
  sim=$1 d=$2 engine=$3 r=$4 blends=$5
  echo "== the same streams through the RTL of the FPGA boards' engine ($engine; Verilator) in lock step with the C model"
  for t in $blends; do
    [ -f "$d/morph_$t.in" ] || { echo "demo-rtl: FAIL: no $d/morph_$t.in (make demo-model makes it)"; exit 1; }
    out=$("$sim" --quiet --seed 1 "$d/lit_morph.hex" "$d/morph_$t.in" 2>&1) ||
      { echo "$out"; echo "demo-rtl: FAIL: blend $t: $sim failed (above): the RTL and the C model differ, or the run did not finish"; exit 1; }
    line=$(echo "$out" | sed -n 's/^vpcosim: PASS [^:]*: //p')
    cpv=$(echo "$line" | sed -n 's/.*(\([0-9.]*\) cycles\/vertex).*/\1/p')
    ipv=$(echo "$line" | sed -n 's/^\([0-9]*\) vertices, .* \([0-9]*\) instructions compared.*/\2 \1/p' | awk '$2 > 0 {printf "%.1f", $1 / $2}')
    [ -n "$cpv" ] && [ -n "$ipv" ] || { echo "$out"; echo "demo-rtl: FAIL: blend $t: no PASS line with vertices, instructions and cycles/vertex from $sim"; exit 1; }
    echo "blend $t: $line"
  done
  fmax=$(sed -n 's/^Engine clock `[^`]*`: \*\*\([0-9.]*\) MHz\*\* achieved.*/\1/p' "$r" 2>/dev/null | head -1)
  clk=$(sed -n 's/^Engine clock .* the board clocks it at \([0-9.]*\) MHz.*/\1/p' "$r" 2>/dev/null | head -1)
  board=$(sed -n 's/^| board | \([^ ]*\) .*/\1/p' "$r" 2>/dev/null | head -1)
  vps() { awk -v f="$1" -v c="$cpv" 'BEGIN{printf "%.2f", f / c}'; }
  echo "== lit-morph: $ipv instructions/vertex, $cpv cycles/vertex on this engine"
  if [ -n "$fmax" ] && [ -n "$clk" ] && [ -n "$board" ]; then
    echo "   $(vps "$fmax") M vertices/s at $fmax MHz, the Fmax routed on the $board ($r); $(vps "$clk") M vertices/s at the $clk MHz the board clocks it"
  else
    echo "   $(vps 100) M vertices/s at the 100 MHz target ($r records no routed Fmax)"
  fi
  echo "   paper (GeForce3): 8 M vertices/s at 200 MHz"
  echo "== pictures: $d/morph_*.model.png (RTL = C model, bit for bit)";;
boards)
  d=$1 blend=$2
  shift 2
  in=$d/morph_$blend.in
  [ -f "$in" ] || { echo "demo-boards: FAIL: no $in (make demo-model makes it)"; exit 1; }
  echo "== lit-morph on each board's top (every engine it carries, in lock step with the C model; blend $blend, host and output never stalled)"
  printf '   %-12s %-8s %7s %10s %15s %14s\n' board device engines "Fmax MHz" cycles/vertex "M vertices/s"
  for e in "$@"; do
    mk=${e%%=*} sim=${e#*=}
    name=$(basename "$(dirname "$mk")")
    dev=$(sed -n 's/^FPGA_DEVICE *:= *\([0-9]*\)k.*/LFE5U-\1F/p' "$mk")
    ne=$(sed -n 's/.*-set NENGINES \([0-9][0-9]*\).*/\1/p' "$mk"); ne=${ne:-1}
    r=$(sed -n 's/^FPGA_REPORT *:= *\(.*\)$/\1/p' "$mk"); r=${r:-$(dirname "$mk")/REPORT.md}
    out=$("$sim" --quiet --seed 1 --gaps 0 --stall 0 "$d/lit_morph.hex" "$in" 2>&1) ||
      { echo "$out"; echo "demo-boards: FAIL: $name: $sim: the RTL and the C model differ, or the run did not finish"; exit 1; }
    cpv=$(echo "$out" | sed -n 's/^vpcosim: PASS .*(\([0-9.]*\) cycles\/vertex).*/\1/p')
    [ -n "$cpv" ] || { echo "$out"; echo "demo-boards: FAIL: $name: no cycles/vertex from $sim"; exit 1; }
    fmax=$(sed -n 's/^Engine clock `[^`]*`: \*\*\([0-9.]*\) MHz\*\* achieved.*/\1/p' "$r" 2>/dev/null | head -1)
    if [ -n "$fmax" ]; then
      vps=$(awk -v f="$fmax" -v c="$cpv" 'BEGIN{printf "%.2f", f / c}')
    else
      fmax="-" vps="- (not routed: $r)"
    fi
    printf '   %-12s %-8s %7s %10s %15s %14s\n' "$name" "$dev" "$ne" "$fmax" "$cpv" "$vps"
  done
  echo "   GeForce3 (the paper): 8 M vertices/s at 200 MHz (25 clocks a vertex)"
  echo "   (vertices/s = the routed Fmax of the board's report / the top's cycles per vertex; the board's PLL clock is lower: docs/fpga.md)";;
*) echo "demo.sh: model, rtl or boards, not '$mode'"; exit 2;;
esac
