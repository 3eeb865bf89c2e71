# expect: 2:18 25 invalid byte 0x80 in program text
# why: NV_vertex_program2 2.14.1.8: undefined character 0x80
---
!!VP1.0
MOV o[HPOS], v[0]€;
END
