# expect: 3:1 30 OPTION must come before the first instruction
# why: NV_vertex_program2 2.14.1.8: <programBody> ::= <optionSequence> <programText>
---
!!VP2.0
MOV o[COL0], v[COL0];
OPTION NV_position_invariant;
END
