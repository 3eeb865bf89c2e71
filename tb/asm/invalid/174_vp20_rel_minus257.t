# expect: 4:16 59 offset -257 out of range (!!VP2.0 allows -0..256)
# why: NV_vertex_program2 2.14.1.8: <vp2-progParamNegOff> ::= 0 to 256
---
!!VP2.0
MOV o[HPOS], v[OPOS];
ARL A1, v[1];
MOV R0, c[A1.w-257];
END
