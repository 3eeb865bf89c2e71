# expect: 2:1 8 unknown instruction 'mov' (opcodes are upper case)
# why: NV_vertex_program2 2.14.1.8: opcodes are case-sensitive upper-case tokens
---
!!VP1.0
mov o[HPOS], v[0];
END
