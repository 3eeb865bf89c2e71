# covsum.awk: line and toggle coverage per RTL file from a Verilator
# coverage data file (verilator_coverage --write output), for make coverage
# (tb/regress/coverage.sh, docs/coverage.md).
#   awk -v list=N -v src=DIR -f covsum.awk merged.dat
# Prints one row per file: line points (v_line + v_branch) hit/total and %,
# toggle points hit/total and %, over every instance; then the N least-covered
# source lines: lines with line/branch points that no instance ever reached,
# from the files with the most of them, each with its kind and source text.
BEGIN { FS = "\001" }
/^C '/ {
  f = ""; l = ""; pg = ""; o = ""; col = ""
  for (i = 2; i <= NF; i++) {
    k = $i; split(k, kv, "\002")
    if (kv[1] == "f") f = kv[2]; else if (kv[1] == "l") l = kv[2]; else if (kv[1] == "page") pg = kv[2]; else if (kv[1] == "o") o = kv[2]; else if (kv[1] == "n") col = kv[2]
  }
  n = $NF; sub(/.*' /, "", n); n += 0
  t = pg; sub(/\/.*/, "", t)
  if (t == "v_toggle") { tt[f]++; if (n > 0) th[f]++ }
  else if (t == "v_line" || t == "v_branch") {
    lt[f]++; if (n > 0) lh[f]++
    key = f ":" l ":" col ":" o; if (!(key in lmax) || n > lmax[key]) lmax[key] = n; lfile[key] = f; lline[key] = l; lkind[key] = o
  }
  files[f] = 1
}
function pct(h, t) { return t ? sprintf("%5.1f%%", 100 * h / t) : "   - " }
END {
  printf "%-26s %17s %7s %19s %7s\n", "RTL file", "line+branch", "", "toggle", ""
  nf = 0; for (f in files) fl[++nf] = f
  for (i = 1; i <= nf; i++) for (j = i + 1; j <= nf; j++) if (fl[j] < fl[i]) { x = fl[i]; fl[i] = fl[j]; fl[j] = x }
  for (i = 1; i <= nf; i++) {
    f = fl[i]; TL += lt[f]; HL += lh[f]; TT += tt[f]; HT += th[f]
    printf "%-26s %8d / %-6d %7s %9d / %-7d %7s\n", f, lh[f], lt[f], pct(lh[f], lt[f]), th[f], tt[f], pct(th[f], tt[f])
  }
  printf "%-26s %8d / %-6d %7s %9d / %-7d %7s\n", "TOTAL", HL, TL, pct(HL, TL), HT, TT, pct(HT, TT)
  for (k in lmax) if (lmax[k] == 0) { miss[lfile[k]]++; nm++ }
  printf "\nline/branch points never reached in any instance: %d\n", nm
  shown = 0
  while (shown < list && nm > 0) {
    best = ""; for (f in miss) if (miss[f] > 0 && (best == "" || miss[f] > miss[best])) best = best == "" ? f : best
    for (f in miss) if (miss[f] > miss[best]) best = f
    if (best == "" || miss[best] <= 0) break
    c = 0; for (k in lmax) if (lmax[k] == 0 && lfile[k] == best) { ml[++c] = lline[k] + 0; mk[lline[k] + 0] = lkind[k] }
    for (i = 1; i <= c; i++) for (j = i + 1; j <= c; j++) if (ml[j] < ml[i]) { x = ml[i]; ml[i] = ml[j]; ml[j] = x }
    printf "  %s: %d points\n", best, c
    for (i = 1; i <= c && shown < list; i++) {
      txt = ""; ln = 0; p = (src != "" ? src "/" : "") best
      while ((getline s < p) > 0) if (++ln == ml[i]) { txt = s; break }
      close(p); gsub(/^[ \t]+/, "", txt)
      printf "    %s:%d [%s]  %s\n", best, ml[i], mk[ml[i]], substr(txt, 1, 80); shown++
    }
    miss[best] = 0
  }
}
