# expect: 6:20 114 position-invariant !!VP1.1 programs cannot use relative addressing
# why: NV_vertex_program2 2.14.6.1: no relative addressing in position-invariant VP1.1, anywhere
---
!!VP1.1
OPTION NV_position_invariant;
MOV o[COL0], v[3];
ARL A0.x, v[1].x;
MUL R0, v[2], c[1];
ADD o[TEX0], R0, c[A0.x-4];
END
