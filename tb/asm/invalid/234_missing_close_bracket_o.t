# expect: 2:11 18 expected ']' after the result register name, found ','
# why: NV_vertex_program2 2.14.1.8: <vtxResultRegister> ::= "o" "[" ... "]"
---
!!VP1.0
MOV o[HPOS, v[0];
END
