#!/usr/bin/env bash
# make vppaths-test (docs/synth.md "Timing"): tools/vppaths on small
# fixtures synthesised by Yosys for the ECP5:
#   - tb/fpga/paths_fixture.v: the worst endpoint is the long path's register
#     (the line marked PATHS-LONG), and the path shows its DSP blocks;
#   - tb/fpga/paths_dspreg.v: a MULT18X18D with its output register ends a
#     path and starts one; --over counts endpoints by their source lines;
#     --to prints only the paths into one place;
#   - --help, and a missing file is an error.
#
#   tb/fpga/vppaths_test.sh VPPATHS WORKDIR
set -u
vp=$1 d=$2
rm -rf "$d"; mkdir -p "$d"
fail() { echo "vppaths-test: FAIL: $*"; exit 1; }
y=$(synth/find_yosys.sh)

$y -q -p "read_verilog tb/fpga/paths_fixture.v; synth_ecp5 -top paths_fixture; write_blif -attr -param -cname $d/good.blif" \
  > "$d/good.yosys.log" 2>&1 || { cat "$d/good.yosys.log"; fail "Yosys (fixture)"; }
"$vp" -n 2 "$d/good.blif" > "$d/good.txt" || { cat "$d/good.txt"; fail "vppaths (fixture)"; }
line=$(grep -n 'PATHS-LONG' tb/fpga/paths_fixture.v | sed -n 1p | cut -d: -f1)
case "$(grep -m1 '^[0-9.]* ns -> ' "$d/good.txt")" in
  *"[tb/fpga/paths_fixture.v:$line."*) ;;
  *) cat "$d/good.txt"; fail "the worst endpoint is not the long path's register (line $line)";;
esac
grep -q 'MULT18X18D' "$d/good.txt" || { cat "$d/good.txt"; fail "the long path does not show its DSP blocks"; }
echo "vppaths-test: $(head -1 "$d/good.txt" | sed 's/^vppaths: [^:]*: //')"
echo "vppaths-test: the worst endpoint is the long path's register (tb/fpga/paths_fixture.v:$line)"

$y -q -p "read_verilog -DVP_ECP5 tb/fpga/paths_dspreg.v rtl/vp_mul_q.v rtl/vp_mul.v; synth_ecp5 -top paths_dspreg;
  write_blif -attr -param -cname $d/dspreg.blif" > "$d/dspreg.yosys.log" 2>&1 || { cat "$d/dspreg.yosys.log"; fail "Yosys (dspreg)"; }
"$vp" -n 3 "$d/dspreg.blif" > "$d/dspreg.txt" || { cat "$d/dspreg.txt"; exit 1; }
grep -q '^[0-9.]* ns -> MULT18X18D ' "$d/dspreg.txt" && grep -q '^ *0\.[0-9]  MULT18X18D ' "$d/dspreg.txt" ||
  { cat "$d/dspreg.txt"; fail "the registered MULT18X18D is not a path's end and start"; }
echo "vppaths-test: a MULT18X18D with its output register ends a path ($(grep -m1 -- '-> MULT18X18D' "$d/dspreg.txt" | cut -d' ' -f1-2)) and starts one"

"$vp" -q --over 4 "$d/dspreg.blif" > "$d/over4.txt" && "$vp" -q --over 5.5 "$d/dspreg.blif" > "$d/over55.txt" || exit 1
grep -q '^vppaths: 37 of 37 endpoints over 4.0 ns, in 2 places' "$d/over4.txt" &&
  grep -q '^ *36 *5.0  rtl/vp_mul_q.v:[0-9]*$' "$d/over4.txt" && grep -q '^ *1 *5.8  tb/fpga/paths_dspreg.v:21$' "$d/over4.txt" ||
  { cat "$d/over4.txt"; fail "--over 4 does not count the DSP's 36 inputs and the compare's register by their lines"; }
grep -q '^vppaths: 1 of 37 endpoints over 5.5 ns, in 1 place ' "$d/over55.txt" && ! grep -q 'vp_mul_q' "$d/over55.txt" ||
  { cat "$d/over55.txt"; fail "--over 5.5 counts endpoints faster than 5.5 ns"; }
echo "vppaths-test: --over: 37 endpoints over 4 ns (the DSP's 36 inputs at 5.0 ns by vp_mul_q.v's line, the compare's register), 1 over 5.5 ns"

"$vp" -n 5 --to tb/fpga/paths_dspreg.v:21 "$d/dspreg.blif" > "$d/to21.txt" &&
  "$vp" -n 5 --to no/such/place.v:1 "$d/dspreg.blif" > "$d/tonone.txt" || exit 1
[ "$(grep -c ' ns -> ' "$d/to21.txt")" = 1 ] && grep -q ' ns -> TRELLIS_FF .*\[tb/fpga/paths_dspreg.v:21\.' "$d/to21.txt" ||
  { cat "$d/to21.txt"; fail "--to tb/fpga/paths_dspreg.v:21 does not print just the compare's path"; }
! grep -q ' ns -> ' "$d/tonone.txt" && grep -q "no endpoint matches 'no/such/place.v:1'" "$d/tonone.txt" ||
  { cat "$d/tonone.txt"; fail "--to a place not in the netlist prints paths or no notice"; }
echo "vppaths-test: --to: the compare's line prints its one path (not the DSP's); a place not in the netlist prints none and says so"

"$vp" --help > /dev/null && ! "$vp" "$d/nonexistent.blif" 2> /dev/null || fail "--help, or a missing file"
echo "vppaths-test: the fixtures' worst paths, a registered DSP's ends, --over, --to, --help and a missing file as expected"
