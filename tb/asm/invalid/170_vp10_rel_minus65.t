# expect: 4:16 63 offset -65 out of range (!!VP1.0 allows -0..64)
# why: NV_vertex_program2 2.14.1.8: <vp1-progParamNegOff> ::= 0 to 64
---
!!VP1.0
MOV o[HPOS], v[OPOS];
ARL A0.x, v[1].x;
MOV R0, c[A0.x-65];
END
