# expect: 3:12 41 expected ']' after the program parameter number, found '+'
# why: NV_vertex_program2 2.14.1.8: <relProgParamReg> ::= "c" "[" <scalarAddr> <relProgParamOffset> "]": the address comes first
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV R0, c[5+A0.x];
END
