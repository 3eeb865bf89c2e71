# expect: 3:18 44 offset -65 out of range (!!VSP1.0 allows -0..64)
# why: NV_vertex_program2 2.14.1.8: <vp1-progParamNegOff> ::= 0 to 64 (VSP too)
---
!!VSP1.0
ARL A0.x, v[0].x;
MOV c[0], c[A0.x-65];
END
