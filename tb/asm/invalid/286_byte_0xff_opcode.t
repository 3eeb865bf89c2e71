# expect: 3:1 30 invalid byte 0xff in program text
# why: NV_vertex_program2 2.14.1.8: undefined character 0xff
---
!!VP2.0
MOV o[HPOS], v[OPOS];
ÿRET;
END
