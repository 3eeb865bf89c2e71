# expect: 3:1 30 OPTION must come before the first instruction
# why: NV_vertex_program1_1 2.14.A: <optionSequence> precedes <instructionSequence>
---
!!VP1.1
MOV o[COL0], v[COL0];
OPTION NV_position_invariant;
END
