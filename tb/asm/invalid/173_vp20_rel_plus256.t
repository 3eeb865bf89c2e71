# expect: 4:16 59 offset +256 out of range (!!VP2.0 allows +0..255)
# why: NV_vertex_program2 2.14.1.8: <vp2-progParamPosOff> ::= 0 to 255
---
!!VP2.0
MOV o[HPOS], v[OPOS];
ARL A0, v[1];
MOV R0, c[A0.x+256];
END
