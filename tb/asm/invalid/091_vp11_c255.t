# expect: 2:16 23 c[255] does not exist (a !!VP1.1 program has c[0]-c[95])
# why: NV_vertex_program2 2.14.1.8: <vp1-progParamRegNum> ::= 0 to 95 (255 is VP2)
---
!!VP1.1
MOV o[HPOS], c[255];
END
