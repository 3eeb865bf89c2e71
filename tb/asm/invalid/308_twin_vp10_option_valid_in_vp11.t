# expect: 2:1 8 OPTION requires !!VP1.1 or !!VP2.0 (this is a !!VP1.0 program)
# why: NV_vertex_program2 2.14.6 (loads as !!VP1.1)
---
!!VP1.0
OPTION NV_position_invariant;
MOV o[COL0], v[3];
END
