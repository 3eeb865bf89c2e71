# expect: ok
# why: NV_vertex_program1_1 2.14.A: <optionSequence> may repeat options
---
!!VP1.1
OPTION NV_position_invariant;
OPTION NV_position_invariant;
MOV o[COL0], v[3];
END
