# expect: 3:15 44 invalid character '*' in program text
# why: NV_vertex_program2 2.14.1.8: "*" is no token
---
!!VP1.0
MOV o[HPOS], v[OPOS];
MOV R0, c[A0.x*2];
END
