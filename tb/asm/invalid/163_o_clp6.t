# expect: 3:7 36 unknown vertex result register 'CLP6'
# why: NV_vertex_program2 2.14.1.8: CLP0-CLP5 only
---
!!VP2.0
MOV o[HPOS], v[OPOS];
DP4 o[CLP6].x, v[0], c[0];
END
