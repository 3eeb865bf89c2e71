#!/usr/bin/env bash
# doc_section.sh DOC NAME CMD...: runs CMD and puts its standard output, with
# the date and the commit, between the lines <!-- NAME begin --> and
# <!-- NAME end --> of DOC (a measured table that a target regenerates).
set -euo pipefail
doc=$1 name=$2; shift 2
grep -q "^<!-- $name begin -->$" "$doc" && grep -q "^<!-- $name end -->$" "$doc" ||
  { echo "doc_section: $doc has no <!-- $name begin --> / <!-- $name end --> lines" >&2; exit 2; }
tmp=$(mktemp); trap 'rm -f "$tmp" "$tmp.out"' EXIT
"$@" > "$tmp.out"
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
git diff --quiet HEAD -- cmodel tools 2>/dev/null || commit="$commit + uncommitted changes"
{
  awk -v n="$name" '$0 == "<!-- " n " begin -->" {print; exit} {print}' "$doc"
  echo
  echo "Measured $(date -u +%Y-%m-%d) at $commit with \`$*\`:"
  cat "$tmp.out"
  echo
  awk -v n="$name" '$0 == "<!-- " n " end -->" {on=1} on' "$doc"
} > "$tmp"
cat "$tmp" > "$doc"
cat "$tmp.out"
echo "doc_section: $doc: section '$name' rewritten"
