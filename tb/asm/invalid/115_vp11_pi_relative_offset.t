# expect: 4:16 71 position-invariant !!VP1.1 programs cannot use relative addressing
# why: NV_vertex_program2 2.14.6.1: position-invariant VP1.1 programs cannot use relative addressing
---
!!VP1.1
OPTION NV_position_invariant;
ARL A0.x, v[1].x;
MOV o[COL0], c[A0.x+1];
END
