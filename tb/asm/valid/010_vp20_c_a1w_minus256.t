# expect: ok
# why: NV_vertex_program2 2.14.1.8: <vp2-progParamNegOff> ::= 0 to 256; A1 and component w are VP2
---
!!VP2.0
ARL A1, v[1];
MOV o[HPOS], c[A1.w-256];
MOV R0, c[A1.x+255];
MOV R1, c[255];
END
