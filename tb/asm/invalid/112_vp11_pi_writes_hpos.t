# expect: 3:7 44 a position-invariant program cannot write o[HPOS]
# why: NV_vertex_program1_1 2.14.A 2.14.B: position-invariant <vertexResultRegName> has no HPOS
---
!!VP1.1
OPTION NV_position_invariant;
MOV o[HPOS], v[0];
END
