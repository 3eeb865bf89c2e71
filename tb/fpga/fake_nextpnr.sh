#!/usr/bin/env bash
# A stand-in for nextpnr-ecp5 (make fpga-retry-check): writes a log with
# router1 progress lines as FAKE_PNR_PLAN says for its --seed, then exits.
#   FAKE_PNR_PLAN  space-separated SEED=KIND (SEED "default" when no --seed),
#                  KIND: stall (150000 of 179000 arcs left after 1300 s,
#                  then waits FAKE_PNR_WAIT seconds (default 60) to be
#                  stopped, exit 1 if not),
#                  slow (40000 of 179000 left after 1300 s, under a
#                  quarter, routed 2 s later), tail (10000 left after 1300 s, then 9700 after
#                  2500 s: a crawl, then waits like stall), steady
#                  (10000 left after 1300 s, 6000 after 2100 s, 3000
#                  after 2500 s, routed 2 s later at 2600 s), long
#                  (10000 left after 1300 s, 8000 after 3900 s, 5000
#                  after 4100 s, still falling, then waits like stall),
#                  silent (10000 left after 1 s, then waits like stall),
#                  routed (routed at once, Fmax 40 MHz)
set -u
seed=default log= cfg= rep=
while [[ $# -gt 0 ]]; do
  case $1 in
    --seed) seed=$2; shift ;;
    --log) log=$2; shift ;;
    --textcfg) cfg=$2; shift ;;
    --report) rep=$2; shift ;;
    --version) echo "fake nextpnr (tb/fpga/fake_nextpnr.sh)"; exit 0 ;;
  esac
  shift
done
kind=
for p in ${FAKE_PNR_PLAN:-}; do [[ ${p%%=*} == "$seed" ]] && kind=${p#*=}; done
[[ -n $kind && -n $log ]] || { echo "fake_nextpnr: no plan for seed $seed" >&2; exit 2; }
line() { printf 'Info: %10d | %8d %10d | %4d %5d | %9d| %10.2f %10.2f|\n' "$1" 0 0 0 0 "$2" 1.00 "$3"; }
route_done() {
  echo "Info: Routing complete." >> "$log"
  echo "cfg" > "$cfg"
  printf '{"fmax":{"$glbnet$clk":{"achieved":40.0,"constraint":33.33}}}\n' > "$rep"
  exit 0
}
echo "Info: seed $seed" > "$log"
line 1000 179000 4 >> "$log"
case $kind in
  stall|tail|long|silent)
         case $kind in
           stall) line 400000 150000 1300 >> "$log" ;;
           tail) line 400000 10000 1300 >> "$log"; sleep 2; line 500000 9700 2500 >> "$log" ;;
           long) line 400000 10000 1300 >> "$log"; sleep 2; line 500000 8000 3900 >> "$log"
                 sleep 2; line 510000 5000 4100 >> "$log" ;;
           silent) line 400000 10000 1 >> "$log" ;;
         esac
         trap 'kill "$sp" 2>/dev/null; exit 143' TERM
         sleep "${FAKE_PNR_WAIT:-60}" & sp=$!; wait "$sp"; exit 1 ;;
  slow) line 400000 40000 1300 >> "$log"; sleep 2; line 500000 0 1302 >> "$log"; route_done ;;
  steady) line 400000 10000 1300 >> "$log"; sleep 2; line 500000 6000 2100 >> "$log"
          sleep 2; line 510000 3000 2500 >> "$log"; sleep 2; line 520000 0 2600 >> "$log"; route_done ;;
  routed) line 300000 0 500 >> "$log"; route_done ;;
esac
exit 2
