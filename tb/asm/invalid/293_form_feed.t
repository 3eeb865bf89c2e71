# expect: 1:8 7 invalid byte 0x0c in program text
# why: NV_vertex_program2 2.14.1.8: white space is spaces, tabs, newlines and carriage returns; form feed is not
---
!!VP1.0MOV o[HPOS], v[OPOS];
END
