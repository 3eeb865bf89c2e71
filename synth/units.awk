# synth/units.awk: per-unit cell counts from a hierarchical Yosys
# `stat -json` (docs/synth.md). Each module's own cells plus, recursively,
# those of every submodule it instantiates.
#
#   awk -v flow=ecp5 -f synth/units.awk stat.json
#
# prints "UNIT METRIC VALUE" lines for the units vp_engine, vp_host, vp_core,
# vp_core_rest (vp_core less vp_vu, vp_sfu and vp_seq), vp_vu, vp_sfu,
# vp_seq, vp_outq. Metrics by flow:
#   ecp5:    lut4 (LUT4), ff (TRELLIS_FF), carry (CCU2C), dsp (MULT18X18D),
#            bram (DP16KD), lutram (TRELLIS_DPR16X4)
#   ice40:   lut4 (SB_LUT4), ff (SB_DFF*), carry (SB_CARRY), dsp (SB_MAC16),
#            bram (SB_RAM40_4K)
#   generic: cells (all gate cells), ff ($_*DFF*, $_DLATCH*), mem ($mem*)
# A cell type that is neither a module nor known to the flow is counted in
# "other" (so nothing is silently dropped); $scopeinfo cells (names of
# flattened scopes, no hardware) are not counted.

# module name as Yosys writes it in JSON -> the name in the RTL
# (a plain module "vp_seq"; a derived one "$paramod$HASH\\vp_sfu" or
# "$paramod\\vp_vu\\LAT=...": the part after the first escaped backslash)
function base(m,   a, n) { n = split(m, a, /\\\\/); return n > 1 ? a[2] : m }

function metric(t) {
  if (t == "$scopeinfo") return ""   # names of flattened scopes, no hardware
  if (flow == "ecp5") {
    if (t == "LUT4") return "lut4"
    if (t == "TRELLIS_FF") return "ff"
    if (t == "CCU2C") return "carry"
    if (t == "MULT18X18D") return "dsp"
    if (t == "DP16KD" || t == "PDPW16KD") return "bram"
    if (t == "TRELLIS_DPR16X4") return "lutram"
    if (t == "PFUMX" || t == "L6MUX21") return "mux"
    return "other"
  }
  if (flow == "ice40") {
    if (t == "SB_LUT4") return "lut4"
    if (t ~ /^SB_DFF/) return "ff"
    if (t == "SB_CARRY") return "carry"
    if (t == "SB_MAC16") return "dsp"
    if (t ~ /^SB_RAM40/) return "bram"
    return "other"
  }
  if (t ~ /DFF|DLATCH/) return "ff"
  if (t ~ /^\$mem/) return "mem"
  return "gate"
}

# total of type t in module m (memoised)
function total(m, t,   k, s, sm) {
  if ((m, t) in memo) return memo[m, t]
  s = own[m, t] + 0
  for (k = 1; k <= nsub[m]; k++) {
    sm = subname[m, k]
    s += subcount[m, k] * total(sm, t)
  }
  memo[m, t] = s
  return s
}

/"modules": *\{/ { inmods = 1; next }
inmods && /"design": *\{/ { inmods = 0 }
inmods && /^      "[^"]*": *\{/ {
  # a plain module is "\\vp_seq" as a key but "vp_seq" as a cell type: drop the escape
  s = $0; sub(/^ *"/, "", s); sub(/": *\{.*/, "", s); sub(/^\\\\/, "", s); mod = s; mods[mod] = 1; next
}
inmods && /"num_cells_by_type": *\{/ { incells = 1; next }
incells && /\}/ { incells = 0; next }
incells {
  s = $0; sub(/^ *"/, "", s); t = s; sub(/": .*/, "", t); sub(/^\\\\/, "", t)
  n = s; sub(/.*": */, "", n); sub(/,.*/, "", n)
  ctype[mod, ++nct[mod]] = t; ccount[mod, nct[mod]] = n + 0
}

END {
  # split each module's cells into submodule instances and primitive types
  for (m in mods) for (k = 1; k <= nct[m]; k++) {
    t = ctype[m, k]
    if (t in mods) { nsub[m]++; subname[m, nsub[m]] = t; subcount[m, nsub[m]] = ccount[m, k] }
    else { own[m, t] += ccount[m, k]; types[t] = 1 }
  }
  nunits = split("vp_engine vp_host vp_core vp_vu vp_sfu vp_seq vp_outq", units, " ")
  # a unit may be several derived modules, each instantiated once (vp_seq:
  # vp_core's two copies, COND = 0 and 1); only vp_seq may be more than one
  for (m in mods) {
    b = base(m)
    for (u = 1; u <= nunits; u++) if (b == units[u]) {
      if ((b in nmod) && b != "vp_seq") { print "units.awk: two modules for " b ": " modof[b, 1] " and " m > "/dev/stderr"; bad = 1 }
      modof[b, ++nmod[b]] = m
    }
  }
  for (u = 1; u <= nunits; u++) if (!(units[u] in nmod)) {
    print "units.awk: no module " units[u] " in the statistics" > "/dev/stderr"; bad = 1
  }
  if (bad) exit 1
  split(flow == "generic" ? "cells ff mem" : (flow == "ecp5" ? "lut4 ff carry dsp bram lutram mux other" : "lut4 ff carry dsp bram other"), mets, " ")
  for (u = 1; u <= nunits; u++) for (j = 1; j <= nmod[units[u]]; j++) {
    m = modof[units[u], j]
    for (t in types) {
      k = metric(t); if (k == "") continue
      v = total(m, t)
      val[units[u], k] += v
      if (flow == "generic") val[units[u], "cells"] += v
    }
  }
  for (k in mets) {
    mk = mets[k]
    val["vp_core_rest", mk] = val["vp_core", mk] - val["vp_vu", mk] - val["vp_sfu", mk] - val["vp_seq", mk]
  }
  nunits = split("vp_engine vp_host vp_core vp_core_rest vp_vu vp_sfu vp_seq vp_outq", units, " ")
  for (u = 1; u <= nunits; u++) for (k = 1; k in mets; k++) print units[u], mets[k], val[units[u], mets[k]] + 0
}
