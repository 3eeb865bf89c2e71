#!/usr/bin/env bash
# Checks that the README's board table quotes each board's checked-in
# report (make fpga-numbers-check): for every fpga/boards/BOARD, the report
# its data names (fpga/flow.sh --dry-run prints it: FPGA_REPORT, else
# fpga/boards/BOARD/REPORT.md) must exist, and the README's table row that
# names that report must give its Fmax and commit as "**F MHz** at C".
#   tb/fpga/numbers_check.sh README
# Exit 0 when every board agrees, 1 with one line a disagreement.
set -u
readme=${1:?usage: tb/fpga/numbers_check.sh README}
[[ -f $readme ]] || { echo "fpga-numbers-check: no $readme"; exit 1; }
fail=0 n=0
for b in $(ls fpga/boards); do
  rep=$(fpga/flow.sh --dry-run "$b" 2>&1 | sed -n 's/^  report: //p')
  if [[ -z $rep ]]; then echo "fpga-numbers-check: FAIL: board $b: flow.sh --dry-run names no report"; fail=1; continue; fi
  if [[ ! -f $rep ]]; then echo "fpga-numbers-check: FAIL: board $b: its report $rep is not checked in (make fpga BOARD=$b writes it)"; fail=1; continue; fi
  fmax=$(sed -n 's/^Engine clock `[^`]*`: \*\*\([0-9.]*\) MHz\*\* achieved.*/\1/p' "$rep" | head -1)
  commit=$(sed -n 's/^| commit | \([0-9a-f]*\).*/\1/p' "$rep" | head -1)
  if [[ -z $fmax || -z $commit ]]; then echo "fpga-numbers-check: FAIL: board $b: $rep has no routed Fmax or no commit"; fail=1; continue; fi
  row=$(grep -F "($rep) |" "$readme" | grep '^| ' | head -1)
  if [[ -z $row ]]; then echo "fpga-numbers-check: FAIL: board $b: no row of $readme's board table names $rep"; fail=1; continue; fi
  if [[ $row != *"**$fmax MHz** at $commit"* ]]; then
    echo "fpga-numbers-check: FAIL: board $b: $readme says '$(echo "$row" | grep -o '\*\*[0-9.]* MHz\*\* at [0-9a-f]*' | head -1)', $rep says **$fmax MHz** at $commit"
    fail=1; continue
  fi
  n=$((n + 1))
done
[[ $fail == 0 ]] || exit 1
echo "fpga-numbers-check: $n boards: the README quotes each board's report (Fmax and commit)"
