# expect: 2:14 21 expected a source register (R0-R15, c[...], v[...]), found 'R01'
# why: NV_vertex_program2 2.14.1.8: <tempRegister> ::= "R0" | "R1" ...: "R01" is no register name
---
!!VP2.0
MOV o[HPOS], R01;
END
