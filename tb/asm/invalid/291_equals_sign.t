# expect: 2:13 20 invalid character '=' in program text
# why: NV_vertex_program2 2.14.1.8: "=" is no token
---
!!VP1.0
MOV o[HPOS] = v[0];
END
