# expect: 2:1 9 OPTION requires !!VP1.1 or !!VP2.0 (this is a !!VSP1.0 program)
# why: NV_vertex_program2 2.14.5
# why: NV_vertex_program2 2.14.6: options exist in VP1.1 and VP2.0 only
---
!!VSP1.0
OPTION NV_position_invariant;
MOV c[0], v[0];
END
