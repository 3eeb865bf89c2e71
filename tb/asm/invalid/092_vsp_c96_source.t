# expect: 2:13 21 c[96] does not exist (a !!VSP1.0 program has c[0]-c[95])
# why: NV_vertex_program2 2.14.5
# why: NV_vertex_program2 2.14.1.8: <vp1-progParamRegNum> ::= 0 to 95
---
!!VSP1.0
MOV c[0], c[96];
END
