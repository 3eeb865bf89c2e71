# expect: 2:1 8 OPTION requires !!VP1.1 or !!VP2.0 (this is a !!VP1.0 program)
# why: NV_vertex_program2 2.14.6: options exist in VP1.1 and VP2.0 only
---
!!VP1.0
OPTION NV_position_invariant;
MOV o[COL0], v[COL0];
END
