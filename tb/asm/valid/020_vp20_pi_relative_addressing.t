# expect: ok
# why: NV_vertex_program2 2.14.6.1: "No such restriction exists for VP2.0 programs"
---
!!VP2.0
OPTION NV_position_invariant;
ARL A0, v[1];
MOV o[COL0], c[A0.x+4];
END
