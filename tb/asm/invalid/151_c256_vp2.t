# expect: 2:16 23 c[256] does not exist (a !!VP2.0 program has c[0]-c[255])
# why: NV_vertex_program2 2.14.1.8: <vp2-progParamRegNum> ::= 0 to 255
---
!!VP2.0
MOV o[HPOS], c[256];
END
