#!/usr/bin/env bash
# make sim-gtkw-check: every signal a gtkwave save file names must exist in
# the traced Verilator model (names from its trace declarations).
#
#   tb/rtl/gtkw_check.sh TRACE_SLOW_CPP GTKW WORKDIR
set -u
trace=$1 gtkw=$2 d=$3
mkdir -p "$d"
awk '/pushNamePrefix\("/ { s = $0; sub(/.*pushNamePrefix\("/, "", s); sub(/ *"\).*/, "", s); st[++n] = s }
  /popNamePrefix\(/ { s = $0; sub(/.*popNamePrefix\(/, "", s); k = s + 0; if (k < 1) k = 1; n -= k }
  /->decl[A-Za-z]*\(c\+/ { s = $0; sub(/[^"]*"/, "", s); nm = s; sub(/".*/, "", nm); p = "TOP";
    for (i = 1; i <= n; i++) p = p "." st[i]; r = "";
    if ($0 ~ /decl(Bus|Quad|Array)/) { t = $0; sub(/\);.*/, "", t); m = split(t, f, ","); r = "[" f[m-1] ":" f[m] "]"; gsub(/ /, "", r) }
    print p "." nm r }' "$trace" | sort -u > "$d/traced-signals.txt"
grep '^TOP\.' "$gtkw" | sort -u > "$d/gtkw-signals.txt"
missing=$(comm -13 "$d/traced-signals.txt" "$d/gtkw-signals.txt")
if [ -n "$missing" ]; then echo "sim-gtkw-check: $gtkw names signals the model does not have:"; echo "$missing"; exit 1; fi
echo "sim-gtkw-check: all $(wc -l < "$d/gtkw-signals.txt") signals of $gtkw exist ($(wc -l < "$d/traced-signals.txt") traced)"
