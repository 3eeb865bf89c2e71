# expect: 4:1 56 the program never writes o[HPOS]
# why: NV_vertex_program2 2.14.1.8: HPOS must be written
---
!!VP1.1
MOV o[COL0], v[COL0];
DP4 R0.x, c[0], v[0];
END
