# expect: 2:8 15 unknown option 'nv_position_invariant' (the only option is NV_position_invariant)
# why: NV_vertex_program2 2.14.6: option names are case-sensitive
---
!!VP1.1
OPTION nv_position_invariant;
MOV o[HPOS], v[OPOS];
END
