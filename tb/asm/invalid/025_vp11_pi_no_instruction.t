# expect: 3:1 38 a !!VP1.1 program needs at least one instruction
# why: NV_vertex_program1_1 2.14.A: <program> ::= "!!VP1.1" <optionSequence> <instructionSequence> "END": one instruction needed
---
!!VP1.1
OPTION NV_position_invariant;
END
