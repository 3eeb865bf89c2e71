#!/usr/bin/env bash
# Checks fpga/flow.sh's router1 watchdog (make fpga-retry-check) with a
# stand-in nextpnr (tb/fpga/fake_nextpnr.sh), no Yosys or nextpnr run:
#  - the default seed stalls, --seed 2 routes: stopped, placed again, the
#    build passes and the report lists both tries;
#  - a route with under a quarter of its arcs left at the limit is not
#    stopped (one try); past twice the limit one that crawls (under a
#    tenth fewer arcs in the last quarter limit) is, by nextpnr's count or
#    by the wall clock when its log goes silent, but one still routing
#    steadily is not (known bad for the rule before 2026-11-26, which
#    stopped any route at twice the limit); past four times the limit any
#    is;
#  - known bad: the limit above the stall's time (the watchdog must not
#    fire, and the stalled try fails the build when it gives up);
#  - a bad FPGA_PNR_SEEDS is refused.
#   tb/fpga/retry_check.sh DIR
set -u
top=${1:?usage: tb/fpga/retry_check.sh DIR}
rm -rf "$top"; mkdir -p "$top"
fake=$(pwd)/tb/fpga/fake_nextpnr.sh
# ecppack's stand-in: the bitstream is its last argument; flow.sh asks for
# --version first, which must not become a file named --version
pack=$top/fake_ecppack.sh
printf '#!/bin/sh\n[ "$1" = --version ] && { echo "fake ecppack (tb/fpga/retry_check.sh)"; exit 0; }\nfor a; do last=$a; done\necho bit > "$last"\n' > "$pack"; chmod +x "$pack"
fail=0 n=0
# run NAME WANT_RC PLAN [VAR=VALUE...]: flow.sh --skip-synth on a made-up
# vp.json with the stand-in nextpnr; the seeds are the flow's default,
# not the board data's
run() {
  local name=$1 want=$2 plan=$3 d=$top/$1 rc; shift 3
  mkdir -p "$d"; echo '{}' > "$d/vp.json"
  env FPGA_YOSYS=true FPGA_NEXTPNR="$fake" FPGA_ECPPACK="$pack" FAKE_PNR_PLAN="$plan" \
    FPGA_PNR_POLL=1 FPGA_PNR_ROUTE_LIMIT=1000 FPGA_PNR_SEEDS="default 2 3" "$@" \
    fpga/flow.sh --skip-synth --out "$d" --report "$d/R.md" ulx3s > "$d/out.txt" 2>&1
  rc=$?
  n=$((n + 1))
  [[ $rc == "$want" ]] || { echo "fpga-retry-check: FAIL: $name: exit $rc, expected $want"; cat "$d/out.txt"; fail=1; }
}
has() {  # has NAME PATTERN: in the report or the printed lines
  grep -q -F -- "$2" "$top/$1/R.md" "$top/$1/out.txt" 2>/dev/null || { echo "fpga-retry-check: FAIL: $1: no '$2'"; fail=1; }
}
run retry 0 "default=stall 2=routed"
has retry "try 1 (nextpnr's own seed): stopped, router1 had 150000 of 179000 arcs still to route after 1300 s (more than a quarter left) (nextpnr.try1.log); placed again with --seed 2"
has retry "try 2 (--seed 2): the result below"
has retry "| \`\$glbnet\$clk\` | 40.0 | 33.3 | yes |"
[[ -f $top/retry/nextpnr.try1.log ]] || { echo "fpga-retry-check: FAIL: retry: no nextpnr.try1.log"; fail=1; }
grep -q -- "--seed 2" "$top/retry/pnr_flags.txt" || { echo "fpga-retry-check: FAIL: retry: pnr_flags.txt without --seed 2"; fail=1; }
run slow 0 "default=slow 2=routed"
[[ ! -f $top/slow/pnr_tries.txt ]] || { echo "fpga-retry-check: FAIL: slow: a route with 40000 of 179000 arcs left was stopped"; fail=1; }
run tail 0 "default=tail 2=routed"
has tail "try 1 (nextpnr's own seed): stopped, router1 had 9700 of 179000 arcs still to route after 2500 s (past twice the limit, 10000 left a quarter limit before)"
run steady 0 "default=steady 2=routed"
[[ ! -f $top/steady/pnr_tries.txt ]] || { echo "fpga-retry-check: FAIL: steady: a route past twice the limit with 3000 arcs left, 6000 a quarter limit before, was stopped"; cat "$top/steady/pnr_tries.txt"; fail=1; }
has steady "| \`\$glbnet\$clk\` | 40.0 | 33.3 | yes |"
run long 0 "default=long 2=routed"
has long "try 1 (nextpnr's own seed): stopped, router1 had 5000 of 179000 arcs still to route after 4100 s (past four times the limit)"
run silent 0 "default=silent 2=routed" FPGA_PNR_ROUTE_LIMIT=2
has silent "try 1 (nextpnr's own seed): stopped, router1 had 10000 of 179000 arcs still to route after"
run bad 1 "default=stall 2=routed" FPGA_PNR_ROUTE_LIMIT=5000 FAKE_PNR_WAIT=4
has bad "place and route did not finish"
[[ ! -f $top/bad/pnr_tries.txt ]] || { echo "fpga-retry-check: FAIL: bad: stopped below its limit"; fail=1; }
run seeds 2 "default=routed" FPGA_PNR_SEEDS="default two"
has seeds "FPGA_PNR_SEEDS 'default two'"
[[ $fail == 0 ]] || exit 1
echo "fpga-retry-check: $n runs with a stand-in nextpnr: a stalled route placed again with --seed 2 and routed; one with under a quarter left not stopped, one crawling past twice the limit stopped (by its log, and by the wall clock when the log went silent), one steady past twice the limit not stopped, one past four times the limit stopped; known-bad (limit 5000 s) ran the stall to its end and failed; a bad FPGA_PNR_SEEDS refused"
