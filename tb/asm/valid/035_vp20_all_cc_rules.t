# expect: ok
# why: NV_vertex_program2 2.14.1.8: every <vp2-ccMaskRule>
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV R0 (EQ), v[0];
MOV R0 (GE.x), v[0];
MOV R0 (GT.yyyy), v[0];
MOV R0 (LE), v[0];
MOV R0 (LT), v[0];
MOV R0 (NE), v[0];
MOV R0 (TR), v[0];
MOV R0 (FL), v[0];
END
