# expect: 4:16 63 offset +64 out of range (!!VP1.0 allows +0..63)
# why: NV_vertex_program2 2.14.1.8: <vp1-progParamPosOff> ::= 0 to 63
---
!!VP1.0
MOV o[HPOS], v[OPOS];
ARL A0.x, v[1].x;
MOV R0, c[A0.x+64];
END
