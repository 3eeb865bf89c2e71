# expect: ok
# why: NV_vertex_program2 2.14.1.8: R15, c[255], o[CLP5], A1, v[15]
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV R15, c[255];
DP4 o[CLP5].x, R15, v[15];
ARL A1.w, v[1];
MOV o[PSIZ].x, c[A1.w];
END
