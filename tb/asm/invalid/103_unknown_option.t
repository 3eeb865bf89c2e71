# expect: 2:8 15 unknown option 'NV_fog_invariant' (the only option is NV_position_invariant)
# why: NV_vertex_program2 2.14.6: the only option is NV_position_invariant
---
!!VP2.0
OPTION NV_fog_invariant;
MOV o[HPOS], v[OPOS];
END
