# expect: 4:7 74 a position-invariant program cannot write o[HPOS]
# why: NV_vertex_program2 2.14.6.1: an option given twice still applies
---
!!VP2.0
OPTION NV_position_invariant;
OPTION NV_position_invariant;
MOV o[HPOS], v[0];
END
