#!/usr/bin/env bash
# make synth-netlist-sim (docs/synth.md): the ECP5 gate netlist built into
# the lock-step bench (BENCH) against the C model on the smoke programs:
# each retired instruction, output beat and RDCONST response compared.
#
#   scripts/netlist_sim.sh BENCH WORKDIR GEN_DIRECTED SEED DESC PROG:IN... -- DIRECTED...
set -u
b=$1 d=$2 gen=$3 seed=$4 desc=$5
shift 5
list=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do list+=("$1"); shift; done
shift
echo "synth-netlist-sim: SEED=$seed ($desc, Verilator)"
rm -rf "$d/directed"; mkdir -p "$d/directed"
"$gen" --out "$d/directed" > "$d/pairs.txt" || exit 1
for t in "$@"; do
  set -- $(grep "/$t\." "$d/pairs.txt")
  [ -n "${1:-}" ] || { echo "synth-netlist-sim: no directed test $t"; exit 1; }
  list+=("$1:$2")
done
for pi in "${list[@]}"; do
  p=${pi%%:*} i=${pi#*:} n=$(basename "${p%.*}")
  if ! "$b" --quiet --seed "$seed" "$p" "$i" > "$d/$n.log" 2>&1; then
    tail -20 "$d/$n.log"; echo "synth-netlist-sim: FAIL $p (log $d/$n.log)"; exit 1
  fi
  echo "synth-netlist-sim: $(grep -m1 '^vpcosim: PASS' "$d/$n.log" | sed 's/^vpcosim: //; s/, [0-9]* state runs//; s/ (.*//')"
done
echo "synth-netlist-sim: ${#list[@]} programs on the gate netlist match the model (SEED=$seed)"
