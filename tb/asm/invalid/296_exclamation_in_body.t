# expect: 3:1 30 invalid character '!' in program text
# why: NV_vertex_program2 2.14.1.8: "!" only in the header
---
!!VP1.0
MOV o[HPOS], v[OPOS];
!!VP1.0
END
