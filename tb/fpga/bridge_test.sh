#!/usr/bin/env bash
# The board's bridge and output slice alone under Icarus (make
# fpga-bridge-test, docs/fpga.md):
#   tb/fpga/tb_bridge.v     vp_bridge's registered command handshake and its
#                           busy timeout, the engine's ready swept over every
#                           clock around the timeout; an RDCONST response
#   tb/fpga/tb_out_slice.v  the register slice between the engine's output
#                           port and the bridge: every beat once and in order
#                           under random valid/ready (SEED), then a beat a clock
#
#   tb/fpga/bridge_test.sh WORKDIR SEED
set -u
d=$1 seed=$2
rm -rf "$d"; mkdir -p "$d"
fail() { echo "fpga-bridge-test: FAIL: $*"; exit 1; }

# bench NAME TB RTL [vvp args]: build and run; the bench's PASS line, no FATAL or ERROR
bench() {
  local n=$1 tb=$2 rtl=$3; shift 3
  iverilog -g2012 -Itb/fpga -o "$d/$n" "$tb" "$rtl" > "$d/$n.build.log" 2>&1 || { cat "$d/$n.build.log"; fail "iverilog $tb"; }
  vvp -n "$d/$n" "$@" > "$d/$n.log" 2>&1
  if ! grep -q "^$n: PASS" "$d/$n.log" || grep -q 'FATAL\|ERROR' "$d/$n.log"; then
    grep -m5 'FAIL\|FATAL\|ERROR' "$d/$n.log"; tail -3 "$d/$n.log"; fail "$n ($d/$n.log)"
  fi
  echo "fpga-bridge-test: $(grep "^$n: PASS" "$d/$n.log")"
}
bench tb_bridge tb/fpga/tb_bridge.v fpga/rtl/vp_bridge.v
bench tb_out_slice tb/fpga/tb_out_slice.v fpga/rtl/vp_out_slice.v +seed="$seed"
echo "fpga-bridge-test: vp_bridge and vp_out_slice pass their benches (Icarus; slice seed $seed)"
