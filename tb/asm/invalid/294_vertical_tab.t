# expect: 2:13 20 invalid byte 0x0b in program text
# why: NV_vertex_program2 2.14.1.8: vertical tab is not white space
---
!!VP1.0
MOV o[HPOS],v[0];
END
