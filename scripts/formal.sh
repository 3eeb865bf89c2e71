#!/usr/bin/env bash
# Formal proofs of the engine's sequential properties (issue 57;
# docs/formal.md): harnesses in tb/formal/, the RTL unchanged.
#
#   scripts/formal.sh [--short] [--build DIR] [--list] [NAME...]
#
# Each proof: Yosys reads the harness and the RTL it needs (read_verilog
# -formal), flattens, maps the memories to flip-flops, connects the
# harness's probe wires (lines "//@probe WIRE = INSTANCE.NET") to the nets
# they name, cuts what the proof does not need (free values), and writes an
# AIGER model whose bad states are the harness's assertions and whose
# constraints are its assumptions; yosys-abc proves it:
#   pdr     property-directed reachability (IC3): an unbounded proof (an
#           inductive invariant of every reachable state) or a
#           counterexample
#   bmc:K   bounded model check to depth K (bmc3)
#   ind:K   k-induction: the base case (bmc3 to depth K) and the step (ind
#           -F K on the assertions ORed into one)
#   reach:K the assertion must FAIL within K steps (bmc3): a sanity check
#           that the harness's assumptions let the interesting case happen
#           (a fifth CAL, a full queue, a timeout...), so that the proofs are
#           not vacuous
# A failing assertion is named by its file and line. One line a proof:
#   formal: NAME: proved (PDR, unbounded) 4.1 s
#   formal: NAME: FAILED: tb/formal/fm_seq.v:199 fails at step 17 (PDR) 3.0 s
# --short: each proof's short engine (shallower bounds, the bridge's sanity
# check left out; make formal-short, in make test). The exit status is 1
# when a proof fails, 2 on a tool error. FORMAL_TIMEOUT (900 s) limits
# each engine run.
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
build=build
short=0
list=0
names=()
while [[ $# -gt 0 ]]; do
  case $1 in
    --short) short=1 ;;
    --build) build=$2; shift ;;
    --list)  list=1 ;;
    -h|--help) sed -n '2,29p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "formal.sh: unknown option '$1'" >&2; exit 2 ;;
    *) names+=("$1") ;;
  esac
  shift
done
YOSYS=${FORMAL_YOSYS:-yosys}
ABC=${FORMAL_ABC:-yosys-abc}
TLIM=${FORMAL_TIMEOUT:-900}
for c in "$YOSYS" "$ABC"; do
  command -v "$c" >/dev/null 2>&1 || { echo "formal.sh: '$c' not found (Debian: apt-get install yosys)" >&2; exit 2; }
done

# NAME | harness (tb/formal/NAME.v, its top module) | defines | RTL files |
# cut (Yosys selection of nets made free) | engine | short engine
SEQ_RTL="rtl/vp_seq.v rtl/vp_ccmask.v rtl/vp_thread.v rtl/vp_writeback.v"
OUTQ_RTL="rtl/vp_thread.v rtl/vp_outregs.v rtl/vp_outq.v rtl/vp_delay.v"
BRIDGE_RTL="fpga/rtl/vp_bridge.v fpga/rtl/vp_uart_tx.v"
PROOFS=(
  "stack|fm_seq|FM_STACK|$SEQ_RTL||pdr|pdr"
  "stack-reach|fm_seq|FM_REACH_CAL5|$SEQ_RTL||reach:40|reach:40"
  "watchdog|fm_seq|FM_WATCHDOG|$SEQ_RTL||ind:6|ind:6"
  "outq-order|fm_outq|FM_ORDER FM_PROG_MAX=8|$OUTQ_RTL|w:u_outregs.oq_data_o|bmc:16|bmc:11"
  "outq-beats|fm_outq|FM_BEATS FM_PROG_MAX=8|$OUTQ_RTL|w:u_outregs.oq_data_o|bmc:16|bmc:11"
  "outq-progress|fm_outq|FM_PROGRESS FM_PROG_MAX=8|$OUTQ_RTL|w:u_outregs.oq_data_o|bmc:16|bmc:11"
  "outq-reach|fm_outq|FM_REACH_FULL FM_PROG_MAX=8|$OUTQ_RTL|w:u_outregs.oq_data_o|reach:14|reach:14"
  "bridge-reply|fm_bridge|FM_REPLY FM_DWELL=16|$BRIDGE_RTL||pdr|bmc:40"
  "bridge-idle|fm_bridge|FM_IDLE FM_DWELL=16|$BRIDGE_RTL||bmc:120|bmc:40"
  "bridge-reach|fm_bridge|FM_REACH_TIMEOUT FM_DWELL=16|$BRIDGE_RTL||reach:40|-"
)

if [[ $list -eq 1 ]]; then
  for p in "${PROOFS[@]}"; do IFS='|' read -r n h d _ _ e s <<<"$p"; echo "$n: tb/formal/$h.v ($d) $e"; done
  exit 0
fi

out=$top/$build/formal
mkdir -p "$out"
cd "$top"
fails=0
ran=0
for p in "${PROOFS[@]}"; do
  IFS='|' read -r name harness defs rtl cut engine sengine <<<"$p"
  if [[ ${#names[@]} -gt 0 ]]; then
    hit=0; for n in "${names[@]}"; do [[ $n == "$name" ]] && hit=1; done
    [[ $hit -eq 1 ]] || continue
  fi
  [[ $short -eq 1 ]] && engine=$sengine
  [[ $engine == - ]] && continue
  ran=$((ran + 1))
  dir=$out/$name
  mkdir -p "$dir"
  t0=$(date +%s.%N)
  dflags=""
  for d in $defs; do dflags+=" -D$d"; done
  probes=$(sed -n 's|^ *//@probe \([A-Za-z0-9_]*\) = \([^ ]*\).*$|connect -nounset -set \1 \2; |p' "tb/formal/$harness.v")
  cutcmd=""
  [[ -n $cut ]] && cutcmd="cutpoint $cut; "
  # the assertions in the order write_aiger numbers its bad outputs
  ys="read_verilog -formal -sv -Irtl$dflags $rtl tb/formal/$harness.v; hierarchy -check -top $harness; \
proc; flatten; memory_collect; memory_map; $probes${cutcmd}opt_clean; async2sync; chformal -assume -early; \
setundef -undriven -anyseq; opt -fast; techmap; opt -fast; dffunmap; abc -g AND -fast; opt_clean; \
tee -q -o $dir/asserts.txt dump t:\$assert; write_aiger -I -B -zinit -map $dir/model.aim $dir/model.aig"
  echo "$ys" > "$dir/model.ys"
  if ! "$YOSYS" -q -l "$dir/yosys.log" -p "$ys" >/dev/null 2>&1; then
    grep -E 'ERROR|error' "$dir/yosys.log" | head -5 >&2
    echo "formal: $name: ERROR: Yosys failed ($dir/yosys.log)"
    fails=$((fails + 1)); continue
  fi
  case $engine in
    pdr)     acmd="pdr -T $TLIM"; how="PDR, unbounded" ;;
    bmc:*)   acmd="bmc3 -F ${engine#bmc:} -T $TLIM"; how="BMC depth ${engine#bmc:}" ;;
    ind:*)   acmd="bmc3 -F ${engine#ind:} -T $TLIM"; how="k-induction, k = ${engine#ind:}" ;;
    reach:*) acmd="bmc3 -F ${engine#reach:} -T $TLIM"; how="BMC depth ${engine#reach:}" ;;
    *) echo "formal.sh: unknown engine '$engine'" >&2; exit 2 ;;
  esac
  "$ABC" -c "read_aiger $dir/model.aig; fold; strash; $acmd; write_cex -a $dir/cex.aiw" > "$dir/abc.log" 2>&1 || true
  # k-induction: the base case above (BMC to depth k), the step here (every
  # k consecutive states that satisfy the assertions are followed by one
  # that does: the assertions, the invariants among them, are k-inductive)
  step=""
  if [[ $engine == ind:* ]]; then
    "$ABC" -c "read_aiger $dir/model.aig; fold; strash; orpos; ind -F ${engine#ind:} -T $TLIM" > "$dir/ind.log" 2>&1 || true
    grep -q 'Networks are equivalent' "$dir/ind.log" && step=ok
  fi
  secs=$(echo "$(date +%s.%N) $t0" | awk '{printf "%.1f", $1 - $2}')
  # a counterexample: "Output K of miter ... was asserted in frame F"
  cex=$(grep -o 'Output [0-9]* of miter .* was asserted in frame [0-9]*' "$dir/abc.log" | head -1 || true)
  where=""
  if [[ -n $cex ]]; then
    k=$(echo "$cex" | sed 's/^Output \([0-9]*\) .*/\1/')
    frame=$(echo "$cex" | sed 's/.* frame \([0-9]*\)$/\1/')
    # the K-th assertion cell's source line (the end of its src attribute
    # "file:l1.c1-l2.c2")
    line=$(awk '/attribute .src/ { s = $3 } /^ *cell .assert/ { n++; if (n == k + 1) { gsub(/"/, "", s); f = s; sub(/:.*/, "", f); e = s; sub(/.*-/, "", e); sub(/\..*/, "", e); print f ":" e; exit } }' k="$k" "$dir/asserts.txt")
    where="${line:-assertion $k} fails at step $frame"
    # the trace as a VCD: the model simulated with the counterexample's inputs
    [[ $engine == reach:* ]] || "$YOSYS" -q -p "${ys%%; write_aiger*}; sim -clock clk_i -r $dir/cex.aiw -map $dir/model.aim -vcd $dir/trace.vcd" \
      > "$dir/sim.log" 2>&1 || echo "formal.sh: no trace ($dir/sim.log)" >&2
  fi
  case $engine in
    reach:*)
      if [[ -n $cex ]]; then echo "formal: $name: reached (${where/fails/is reached}; $how) $secs s"
      else echo "formal: $name: FAILED: not reached within ${engine#reach:} steps (vacuous harness?) $secs s"; fails=$((fails + 1)); fi ;;
    *)
      if [[ -n $cex ]]; then
        echo "formal: $name: FAILED: $where ($how) $secs s"; fails=$((fails + 1))
      elif grep -q 'Property proved' "$dir/abc.log" && [[ $engine == pdr ]]; then
        echo "formal: $name: proved ($how) $secs s"
      elif grep -q 'No output asserted in' "$dir/abc.log" && [[ $engine == bmc:* ]]; then
        echo "formal: $name: proved ($how) $secs s"
      elif grep -q 'No output asserted in' "$dir/abc.log" && [[ $engine == ind:* ]]; then
        if [[ $step == ok ]]; then echo "formal: $name: proved ($how) $secs s"
        else echo "formal: $name: FAILED: the induction step does not hold ($how; $dir/ind.log) $secs s"; fails=$((fails + 1)); fi
      else
        tail -3 "$dir/abc.log" >&2
        echo "formal: $name: UNDECIDED ($how, limit $TLIM s; $dir/abc.log) $secs s"; fails=$((fails + 1))
      fi ;;
  esac
done
if [[ $ran -eq 0 ]]; then echo "formal.sh: no proof named ${names[*]} (--list)" >&2; exit 2; fi
echo "formal: $((ran - fails)) of $ran passed"
[[ $fails -eq 0 ]]
