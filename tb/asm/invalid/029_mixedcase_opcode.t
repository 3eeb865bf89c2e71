# expect: 2:1 8 unknown instruction 'Mov' (opcodes are upper case)
# why: NV_vertex_program2 2.14.1.8: opcodes are case-sensitive upper-case tokens
---
!!VP2.0
Mov o[HPOS], v[0];
END
