# expect: 4:1 62 the program never writes o[HPOS]
# why: NV_vertex_program2 2.14.1.8: HPOS must be written (a branch over it does not matter; here it is absent)
---
!!VP2.0
MOV R0, v[0];
MOV o[TEX0], R0;
END # trailing comment
