# expect: ok
# why: NV_vertex_program2 2.14.1.8: CC with a write mask and CC mask
---
!!VP2.0
MOVC CC.xy (TR), v[1];
SLTC CC.w, v[1], c[0];
MOV o[HPOS], v[OPOS];
END
