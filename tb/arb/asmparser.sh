#!/usr/bin/env bash
# make arb-asmparser (docs/arbvp.md "Tests"): piglit's asmparsertest
# programs for ARBvp1.0, each assembled twice, with LF and with CRLF line
# endings (piglit loads each file both ways), accepted or refused as
# expected.tsv says (piglit: "# FAIL" in the text means refuse).
#
#   tb/arb/asmparser.sh VPASM DIR WORK
#
# DIR is $(CORPUS)/arb_asmparser. A program whose requires column names an
# extension the engine does not offer is skipped, as piglit skips it, and
# counted; a fragment program (!!ARBfp1.0) is listed as out of scope.
# Prints "N accepted as expected, M refused as expected, K skipped
# (extension), F wrong"; fails when F > 0 or nothing ran.
set -u
vpasm=$1 dir=$2 work=$3
# the extensions the engine offers
offered=" GL_ARB_vertex_program GL_NV_vertex_program2_option "
fail() { echo "arb-asmparser: FAIL: $*"; exit 1; }
[ -f "$dir/expected.tsv" ] || fail "no $dir/expected.tsv (make CORPUS=... or SHARED=...)"
rm -rf "$work"; mkdir -p "$work"
acc=0 ref=0 skip=0 wrong=0 oos=""
declare -A skipped_by
while IFS=$'\t' read -r f exp req _opts _origin; do
  [ "$f" = file ] && continue
  src=$dir/$f
  [ -f "$src" ] || fail "$f is listed in expected.tsv but missing"
  if head -c 10 "$src" | grep -q '^!!ARBfp'; then
    oos="$oos $f"
    # piglit still loads it as a vertex program: it must be refused
    if "$vpasm" --check "$src" > /dev/null 2>&1; then
      echo "arb-asmparser: WRONG: $f (a fragment program) was accepted as a vertex program"; wrong=$((wrong + 1))
    fi
    continue
  fi
  missing=""
  if [ "$req" != "-" ]; then
    for e in ${req//,/ }; do
      case $offered in *" $e "*) ;; *) missing="$missing $e";; esac
    done
  fi
  if [ -n "$missing" ]; then
    skip=$((skip + 1))
    for e in $missing; do skipped_by[$e]=$(( ${skipped_by[$e]:-0} + 1 )); done
    continue
  fi
  tr -d '\r' < "$src" > "$work/lf.txt"
  sed 's/$/\r/' "$work/lf.txt" > "$work/crlf.txt"
  ok=1
  for v in lf crlf; do
    if out=$("$vpasm" --check "$work/$v.txt" 2>&1); then got=pass; else got=fail; fi
    case $out in *"internal error"*) got=internal;; esac
    if [ "$got" != "$exp" ]; then
      ok=0
      echo "arb-asmparser: WRONG: $f ($v line endings): expected $exp, got $got"
      echo "$out" | head -3 | sed "s|$work/$v.txt|$f|; s/^/    /"
      break
    fi
  done
  if [ $ok = 1 ]; then
    if [ "$exp" = pass ]; then acc=$((acc + 1)); else ref=$((ref + 1)); fi
  else
    wrong=$((wrong + 1))
  fi
done < "$dir/expected.tsv"
for e in "${!skipped_by[@]}"; do echo "arb-asmparser: skipped: ${skipped_by[$e]} programs need $e"; done | sort
[ -n "$oos" ] && echo "arb-asmparser: out of scope (fragment programs, refused as vertex programs):$oos"
echo "arb-asmparser: $acc accepted as expected, $ref refused as expected, $skip skipped (extension), $wrong wrong"
[ $((acc + ref)) -gt 0 ] || fail "nothing ran"
[ $wrong = 0 ]
