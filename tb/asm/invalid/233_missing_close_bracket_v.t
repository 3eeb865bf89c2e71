# expect: 2:18 25 expected ']' after the attribute, found '.'
# why: NV_vertex_program2 2.14.1.8: <vtxAttribRegister> ::= "v" "[" ... "]"
---
!!VP1.0
MOV o[HPOS], v[0 .x;
END
