# expect: 2:17 24 expected ']' after the program parameter number, found '.'
# why: NV_vertex_program2 2.14.1.8: <progParamRegNum> is an integer
---
!!VP1.0
MOV o[HPOS], c[1.5];
END
