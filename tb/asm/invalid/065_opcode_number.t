# expect: 3:1 30 expected an instruction, found '3'
# why: NV_vertex_program2 2.14.1.8: an instruction starts with an opcode
---
!!VP1.0
MOV o[HPOS], v[OPOS];
3 R0, R1;
END
