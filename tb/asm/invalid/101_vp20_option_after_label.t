# expect: 3:1 14 OPTION must come before the first instruction
# why: NV_vertex_program2 2.14.1.8: <programBody> ::= <optionSequence> <programText>; a label is program text
---
!!VP2.0
main:
OPTION NV_position_invariant;
MOV o[COL0], v[COL0];
END
