# expect: 3:7 33 vertex state programs write c[] with absolute addresses only
# why: NV_vertex_program2 2.14.5: <dstReg> ::= <absProgParamReg>
---
!!VSP1.0
ARL A0.x, v[0].x;
MOV c[A0.x+1], v[0];
END
