# expect: 3:16 45 expected an offset after '+', found ']'
# why: NV_vertex_program2 2.14.1.8: <relProgParamOffset> ::= "+" <progParamPosOffset>: a number must follow
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV R0, c[A0.x+];
END
