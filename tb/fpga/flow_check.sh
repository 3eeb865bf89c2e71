#!/usr/bin/env bash
# make fpga-flow-check (docs/fpga.md; no FPGA tools run): fpga/flow.sh
# --dry-run on every board's data, the ULX3S's nextpnr flags as its data
# says, its seeds (the board's, the environment's first, none for --unit),
# each report where its data puts it, the units mapped each on its own
# (FPGA_KEEP), a missing tool named up front; and copies of the ULX3S data
# with one fault each (FAULTS, sed expressions) refused by flow.sh.
#
#   tb/fpga/flow_check.sh WORKDIR
set -u
d=$1
FAULTS=('s/^FPGA_DEVICE.*/FPGA_DEVICE := 85/' 's/^FPGA_SPEED.*/FPGA_SPEED := 5/'
  's/^FPGA_FAMILY.*/FPGA_FAMILY := ice40/' 's/^FPGA_TARGET_MHZ.*/FPGA_TARGET_MHZ := fast/'
  '/^FPGA_PACKAGE/d' 's#^FPGA_LPF.*#FPGA_LPF := nowhere.lpf#' 's/^FPGA_PNR_SEEDS.*/FPGA_PNR_SEEDS := 3 x/'
  's#^FPGA_REPORT.*#FPGA_REPORT := fpga/REPORT.txt#')
rm -rf $d; mkdir -p $d; n=0
for b in $(ls fpga/boards); do
  fpga/flow.sh --dry-run --out $d/$b $b > $d/$b.log 2>&1 || { cat $d/$b.log; echo "fpga-flow-check: FAIL: board $b"; exit 1; }
  n=$((n + 1)); done
grep -q -- '--85k --package CABGA381 --speed 6 .* --lpf fpga/boards/ulx3s/ulx3s.lpf .* --freq 100 ' $d/ulx3s.log ||
  { cat $d/ulx3s.log; echo "fpga-flow-check: FAIL: nextpnr flags of the ULX3S"; exit 1; }
grep -q -- 'chparam .*-set CLKOP_DIV 7 .* vp_board_top' $d/ulx3s.log || { echo "fpga-flow-check: FAIL: FPGA_TOP_PARAMS not passed"; exit 1; }
# the tries the ULX3S's data names, in its order, spelled as flow.sh spells them
want=$(sed -n 's/^FPGA_PNR_SEEDS *:= *//p' fpga/boards/ulx3s/board.mk | tr ' ' '\n' | grep . |
  sed -e "s/^default$/nextpnr's own seed/" -e 's/^\([0-9]\)/--seed \1/' | paste -sd, | sed 's/,/, /g')
[ -n "$want" ] || { echo "fpga-flow-check: FAIL: no FPGA_PNR_SEEDS in fpga/boards/ulx3s/board.mk"; exit 1; }
grep -qF -- "(FPGA_PNR_SEEDS): $want" $d/ulx3s.log || { cat $d/ulx3s.log; echo "fpga-flow-check: FAIL: the board's FPGA_PNR_SEEDS ($want) not used"; exit 1; }
FPGA_PNR_SEEDS=5 fpga/flow.sh --dry-run --out $d/seeds ulx3s > $d/seeds.log 2>&1 && grep -q -- 'tries.*: --seed 5$' $d/seeds.log ||
  { cat $d/seeds.log; echo "fpga-flow-check: FAIL: FPGA_PNR_SEEDS of the environment does not override the board's"; exit 1; }
fpga/flow.sh --dry-run --unit sfu --out $d/unit ulx3s > $d/unit.log 2>&1 && grep -q -- "tries.*: nextpnr's own seed, --seed 2, --seed 3$" $d/unit.log ||
  { cat $d/unit.log; echo "fpga-flow-check: FAIL: a --unit run took the board's seeds"; exit 1; }
grep -q '^  report: fpga/REPORT.md$' $d/ulx3s.log && grep -q '^  report: fpga/boards/orangecrab/REPORT.md$' $d/orangecrab.log &&
  grep -q '^  report: stdout only, and a row in fpga/REPORT.md$' $d/unit.log ||
  { cat $d/ulx3s.log $d/orangecrab.log $d/unit.log; echo "fpga-flow-check: FAIL: a board's report is not where its data (FPGA_REPORT) or the default puts it"; exit 1; }
bad=0; for f in "${FAULTS[@]}"; do
  sed "$f" fpga/boards/ulx3s/board.mk > $d/bad.mk
  if cmp -s $d/bad.mk fpga/boards/ulx3s/board.mk; then echo "fpga-flow-check: FAIL: fault '$f' changed nothing"; bad=1
  elif fpga/flow.sh --dry-run --board-file $d/bad.mk --out $d/bad bad > $d/bad.log 2>&1; then
    echo "fpga-flow-check: FAIL: a board file with '$f' was accepted"; bad=1; fi; done
[ $bad = 0 ] || exit 1
grep -q 'setattr -mod -set keep_hierarchy 1 vp_host ' $d/ulx3s.log && grep -q '^ *| flatten$' $d/ulx3s.log ||
  { cat $d/ulx3s.log; echo "fpga-flow-check: FAIL: the board's units are not mapped each on its own (FPGA_KEEP)"; exit 1; }
if FPGA_KEEP="vp_host vp_nope" fpga/flow.sh --dry-run --out $d/bad ulx3s > $d/keep.log 2>&1; then
  echo "fpga-flow-check: FAIL: FPGA_KEEP naming no module was accepted"; exit 1; fi
FPGA_KEEP=none fpga/flow.sh --dry-run --out $d/flat ulx3s > $d/flat.log 2>&1 && ! grep -q 'keep_hierarchy' $d/flat.log ||
  { cat $d/flat.log; echo "fpga-flow-check: FAIL: FPGA_KEEP=none still keeps modules"; exit 1; }
# a board's own FPGA_KEEP (the LFE5U-25F's none: mapped flattened); the environment's first
! grep -q 'keep_hierarchy' $d/ulx3s-25f.log && FPGA_KEEP=vp_vu fpga/flow.sh --dry-run --out $d/k25 ulx3s-25f > $d/k25.log 2>&1 &&
  grep -q 'setattr -mod -set keep_hierarchy 1 vp_vu ' $d/k25.log ||
  { cat $d/ulx3s-25f.log $d/k25.log; echo "fpga-flow-check: FAIL: the board data's FPGA_KEEP not used, or not overridden by the environment's"; exit 1; }
rc=0; FPGA_YOSYS=$d/no-yosys FPGA_NEXTPNR=$d/no-nextpnr fpga/flow.sh --out $d/notool ulx3s > $d/notool.log 2>&1 || rc=$?
[ $rc = 2 ] && grep -q "no-yosys not found; install the FPGA tools with: bash scripts/deps.sh fpga" $d/notool.log ||
  { cat $d/notool.log; echo "fpga-flow-check: FAIL: a missing tool not named before synthesis (exit $rc)"; exit 1; }
echo "fpga-flow-check: a missing tool named up front: $(tail -1 $d/notool.log)"
echo "fpga-flow-check: the board's units mapped each on its own by default, as its data's FPGA_KEEP says (ulx3s-25f: none); FPGA_KEEP=none flattens; a name that is no module refused: $(head -1 $d/keep.log)"
echo "fpga-flow-check: $n boards pass --dry-run; ${#FAULTS[@]} faulty copies of the ULX3S data refused; the board's seeds used, the environment's first, none for --unit; each board's report where its data puts it"
