#!/usr/bin/env bash
# run_c.sh LIST WORKDIR ORACLE_DIR: applies each C mutant of LIST (FILE TAB
# TEXT TAB REPLACEMENT TAB WHAT; \n and \\ escaped) to a copy of cmodel/,
# builds test_oracle against the copy and runs it on the reference vectors:
# every mutant must be caught (test_oracle exits 1). Prints one line per
# mutant and "oracle-mutants: N of N mutants caught".
set -euo pipefail
list=$1 work=$2 oracle=$3
rm -rf "$work"; mkdir -p "$work"
total=0 caught=0
while IFS=$'\t' read -r file text repl what; do
  case "$file" in ''|'#'*) continue;; esac
  total=$((total + 1))
  d="$work/m$total"; mkdir -p "$d"; cp -r cmodel "$d/"
  if ! python3 - "$d/$file" "$text" "$repl" <<'PY'
import sys
path, text, repl = sys.argv[1], sys.argv[2], sys.argv[3]
un = lambda s: s.replace('\\n', '\n').replace('\\\\', '\\')
text, repl = un(text), un(repl)
src = open(path).read()
if src.count(text) != 1:
    sys.exit(f"the text occurs {src.count(text)} times in {path}, not once")
open(path, 'w').write(src.replace(text, repl))
PY
  then echo "oracle-mutants: FAIL: mutant $total ($what) does not apply"; exit 1; fi
  gcc -std=c11 -O2 -I"$d/cmodel" "$d"/cmodel/vpfloat.c "$d"/cmodel/sfu.c tb/unit/test_oracle.c -o "$d/test_oracle"
  rc=0; "$d/test_oracle" --max-errors 0 "$oracle" > "$d/log" 2>&1 || rc=$?
  if [ "$rc" = 1 ]; then
    caught=$((caught + 1))
    echo "  caught: $file: $what ($(tail -1 "$d/log" | sed 's/^test_oracle: //'))"
  else
    echo "oracle-mutants: FAIL: $file: $what: not caught (test_oracle exit $rc: $(tail -1 "$d/log"))"
  fi
done < "$list"
echo "oracle-mutants: $caught of $total mutants caught"
[ "$total" -gt 0 ] && [ "$caught" = "$total" ]
