# expect: ok
# why: NV_vertex_program1_1 2.14.A 2.14.B: ARL stays available to position-invariant VP1.1 programs
---
!!VP1.1
OPTION NV_position_invariant;
ARL A0.x, v[1].x;
MOV o[COL0], v[3];
END
