#!/usr/bin/env bash
# make check-gen, make check-sfu-tables: checked-in generated files against
# a fresh generation (the recipe generates them first).
#
#   scripts/check_generated.sh NAME FIX [CHECKED:FRESH]... [--dir CHECKED_DIR FRESH_DIR]
#
# Each CHECKED file must equal its FRESH copy; with --dir every file of
# FRESH_DIR must be in CHECKED_DIR and equal, and every file of CHECKED_DIR
# must have been generated. FIX is the command that regenerates them.
set -u
name=$1 fix=$2
shift 2
ok=1 n=0
while [ $# -gt 0 ]; do
  if [ "$1" = --dir ]; then
    cd_=$2 fd=$3; shift 3
    for f in "$fd"/*; do
      n=$((n + 1))
      cmp -s "$f" "$cd_/$(basename "$f")" || { echo "$name: $cd_/$(basename "$f") is stale or missing: run '$fix' and commit"; ok=0; }
    done
    for f in "$cd_"/*; do
      [ -e "$fd/$(basename "$f")" ] || { echo "$name: $f is not generated: remove it"; ok=0; }
    done
  else
    n=$((n + 1))
    cmp -s "${1%%:*}" "${1#*:}" || { echo "$name: ${1%%:*} is stale: run '$fix' and commit"; ok=0; }
    shift
  fi
done
[ $ok = 1 ] || exit 1
echo "$name: $n generated files are current"
