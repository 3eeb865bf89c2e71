# expect: 3:1 30 unknown instruction 'FOO'
# why: NV_vertex_program2 2.14.1.8: FOO is no opcode
---
!!VP1.0
MOV o[HPOS], v[OPOS];
FOO R0, R1;
END
