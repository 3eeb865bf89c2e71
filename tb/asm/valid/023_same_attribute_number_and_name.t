# expect: ok
# why: NV_vertex_program2 2.14.1.8: v[0] and v[OPOS] refer to the same register
---
!!VP1.0
MAD o[HPOS], v[0], c[0], v[OPOS];
ADD R0, v[NRML], v[2];
MUL R1, v[TEX7], v[15];
END
