#!/usr/bin/env bash
# Simulation library of an ECP5 gate netlist (make synth-netlist-sim,
# docs/synth.md): prints, on stdout, the Verilog models of every cell type
# the netlist instantiates.
#
#   synth/ecp5_sim_cells.sh YOSYS NETLIST.v > cells.v
#
# LUT4, PFUMX, L6MUX21, CCU2C, TRELLIS_FF, TRELLIS_DPR16X4 ... come from the
# ECP5 simulation models of that Yosys (share/ecp5/cells_sim.v and the
# common_sim.vh / ccu2c_sim.vh it includes), copied module by module: the
# files as a whole do not compile under Icarus 11 (TRELLIS_COMB has an
# elaboration-time $error, and the includes define modules twice).
# MULT18X18D and DP16KD are black boxes in Yosys (0.23 and 0.70), so their
# models are this project's synth/ecp5_mult18x18d_sim.v and
# synth/ecp5_dp16kd_sim.v. A cell type found in neither fails the script.
set -euo pipefail
[[ $# -eq 2 ]] || { echo "usage: synth/ecp5_sim_cells.sh YOSYS NETLIST.v" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
share=$(dirname "$("$here/find_yosys.sh" --simcells "$1")")/ecp5
srcs=()
for f in common_sim.vh ccu2c_sim.vh cells_sim.v; do [[ -f $share/$f ]] && srcs+=("$share/$f"); done
[[ ${#srcs[@]} -gt 0 ]] || { echo "ecp5_sim_cells.sh: no ECP5 simulation models in $share" >&2; exit 1; }

# cell types: the module names instantiated at the netlist's top level
types=$(grep -oE '^  [A-Za-z_][A-Za-z0-9_]* (#\(|[\\A-Za-z_])' "$2" | awk '{ print $1 }' |
  grep -vxE 'assign|wire|reg|input|output|inout|always|initial' | sort -u)
[[ -n $types ]] || { echo "ecp5_sim_cells.sh: no cells in $2" >&2; exit 1; }

echo "// ECP5 cell models for $(basename "$2"): from $share and synth/ (synth/ecp5_sim_cells.sh)"
echo '`timescale 1ns / 1ps'
# a model may instantiate other cells (CCU2C: LUT4 and LUT2): those are
# added to the list until every instantiated type has its model
done_types=" "
while [[ -n $types ]]; do
  more=""
  for t in $types; do
    [[ $done_types == *" $t "* ]] && continue
    done_types+="$t "
    case $t in
      MULT18X18D) m=$(cat "$here/ecp5_mult18x18d_sim.v") ;;
      DP16KD)     m=$(cat "$here/ecp5_dp16kd_sim.v") ;;
      *)
        m=$(awk -v t="$t" 'found == 2 { next }
          found == 0 && $0 ~ "^module " t "[ (]" { found = 1 }
          found == 1 { print; if ($0 ~ /^endmodule/) found = 2 }' "${srcs[@]}")
        [[ -n $m ]] || { echo "ecp5_sim_cells.sh: no simulation model of $t in $share" >&2; exit 1; }
        more+=" $(printf '%s\n' "$m" | grep -oE '^[[:space:]]+[A-Z][A-Z0-9_]+[[:space:]]+(#|[a-z_])' |
          awk '{ print $1 }' | sort -u | tr '\n' ' ' || true)" ;;
    esac
    printf '%s\n' "$m"
  done
  types=$more
done
