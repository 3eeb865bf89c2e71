# expect: ok
# why: NV_vertex_program2 2.14.1.8: <programText> may be empty; a position-invariant program need not write HPOS
---
!!VP2.0
OPTION NV_position_invariant;
END
