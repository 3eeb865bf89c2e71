# expect: 3:13 42 invalid byte 0x7f in program text
# why: NV_vertex_program2 2.14.1.8: DEL (0x7f) is no token
---
!!VP1.0
MOV o[HPOS], v[OPOS];
MOV R0, v[0];
END
