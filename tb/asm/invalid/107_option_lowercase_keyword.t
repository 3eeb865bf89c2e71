# expect: 2:1 8 unknown instruction 'option' (opcodes are upper case)
# why: NV_vertex_program2 2.14.1.8: "OPTION" is case-sensitive; "option" starts an instruction
---
!!VP2.0
option NV_position_invariant;
MOV o[HPOS], v[OPOS];
END
