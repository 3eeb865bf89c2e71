# expect: 2:1 8 invalid character '{' in program text
# why: NV_vertex_program2 2.14.1.8: "{" is no token
---
!!VP1.0
{
MOV o[HPOS], v[OPOS];
}
END
