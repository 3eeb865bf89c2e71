# expect: 2:16 23 c[96] does not exist (a !!VP1.0 program has c[0]-c[95])
# why: NV_vertex_program2 2.14.1.8: <vp1-progParamRegNum> ::= 0 to 95
---
!!VP1.0
MOV o[HPOS], c[96];
END
