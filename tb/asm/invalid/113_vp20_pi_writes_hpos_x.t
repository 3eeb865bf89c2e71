# expect: 4:7 63 a position-invariant program cannot write o[HPOS]
# why: NV_vertex_program2 2.14.6.1: "will fail to load if it writes to the HPOS result register"
---
!!VP2.0
OPTION NV_position_invariant;
MOV o[COL0], v[3];
DP4 o[HPOS].x, c[0], v[0];
END
