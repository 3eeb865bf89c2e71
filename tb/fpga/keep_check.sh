#!/usr/bin/env bash
# keep_check.sh: fpga/flow.sh's FPGA_KEEP patterns against the module names
# Yosys derives for the board top (make fpga-lint). For each module named in
# FPGA_KEEP, the patterns flow.sh writes must select the modules of that name
# (plain, $paramod$HASH\NAME or $paramod\NAME\P=V...; vp_seq is two, vp_core's
# copies for each condition) and none of the modules whose names start with it
# (vp_vu, not vp_vu_lane). Known-bad: the looser patterns *NAME *NAME?*=*
# for vp_vu must be caught selecting more than vp_vu (its parameterised
# blocks, $paramod\vp_vu_lane\LANE=...).
#
#   tb/fpga/keep_check.sh YOSYS WORKDIR BOARD "MODULES"|default
set -euo pipefail
[[ $# -eq 4 ]] || { echo "usage: tb/fpga/keep_check.sh YOSYS WORKDIR BOARD \"MODULES\"" >&2; exit 2; }
yosys=$1 d=$2 board=$3 mods=$4
rm -rf "$d"; mkdir -p "$d"
if [[ $mods == default ]]; then   # flow.sh's own list for a board
  fpga/flow.sh --dry-run --out "$d/flow" "$board" > "$d/dry.log" ||
    { cat "$d/dry.log"; echo "keep_check: FAIL: flow.sh --dry-run"; exit 1; }
  mods=$(sed -n 's/^ *| setattr -mod -set keep_hierarchy 1 //p' "$d/dry.log" | tr ' ' '\n' | grep -v '\*' | tr '\n' ' ')
  mods=${mods% }
  [[ -n $mods ]] || { echo "keep_check: FAIL: flow.sh keeps no module by default"; exit 1; }
else
  FPGA_KEEP="$mods" fpga/flow.sh --dry-run --out "$d/flow" "$board" > "$d/dry.log" ||
    { cat "$d/dry.log"; echo "keep_check: FAIL: flow.sh --dry-run with FPGA_KEEP"; exit 1; }
fi
params=$(sed -n 's/^ *| chparam \(.*\) vp_board_top$/\1/p' "$d/dry.log")
read_v=$(sed -n 's/^ *| \(read_verilog .*\)$/\1/p' "$d/dry.log")
setattr=$(sed -n 's/^ *| setattr -mod -set keep_hierarchy 1 //p' "$d/dry.log")
[[ -n $read_v && -n $setattr ]] || { echo "keep_check: FAIL: no read_verilog or setattr in flow.sh's script"; exit 1; }
bad="*vp_vu *vp_vu?*=*"
# one elaboration, then each module's selection into a file of its own
{
  echo "read_verilog -lib +/ecp5/cells_bb.v"
  echo "$read_v"
  echo "chparam $params vp_board_top"
  echo "hierarchy -check -top vp_board_top"
  for m in $mods; do
    pats=$(tr ' ' '\n' <<< "$setattr" | grep -E "^($m|\*\\\\\\\\$m|\*\\\\\\\\$m\\\\\\\\\*)\$" | tr '\n' ' ')
    [[ -n $pats ]] || { echo "keep_check: FAIL: no pattern for $m in flow.sh's script" >&2; exit 1; }
    echo "tee -q -o $d/sel_$m.txt select -list $pats"
  done
  echo "tee -q -o $d/sel_bad.txt select -list $bad"
} > "$d/sel.ys"
"$yosys" -q -s "$d/sel.ys" > "$d/yosys.log" 2>&1 || { grep -v 'Replacing memory' "$d/yosys.log"; echo "keep_check: FAIL: Yosys"; exit 1; }
selected() {   # the whole modules in a selection file (select -list also names their objects, MODULE/NAME)
  grep -v '^$\|/\|^Warning' "$1" || true
}
base() {       # a module's name without its derivation: $paramod$HASH\NAME, $paramod\NAME\P=V...
  sed -E 's/^\$paramod(\$[0-9a-f]+)?\\([^\\]*).*/\2/'
}
only() {       # $1: module, $2: selection file; one module or more, each named $1
  local sel
  sel=$(selected "$2")
  [[ $(grep -c . <<< "$sel" || true) -ge 1 && -z $(base <<< "$sel" | grep -vxF -- "$1") ]]
}
n_ok=0
for m in $mods; do
  only "$m" "$d/sel_$m.txt" || { selected "$d/sel_$m.txt" | sed 's/^/    /'; echo "keep_check: FAIL: the patterns for $m select the above, not just $m"; exit 1; }
  n_ok=$((n_ok + 1))
done
echo "keep_check: flow.sh's FPGA_KEEP patterns select the modules of each of the $n_ok names and nothing else ($mods)"
if only vp_vu "$d/sel_bad.txt"; then
  echo "keep_check: FAIL: known-bad patterns '$bad' passed"; exit 1
fi
echo "keep_check: known-bad ('$bad') caught: it selects $(selected "$d/sel_bad.txt" | base | sort | tr '\n' ' ')"
