# expect: 2:13 20 expected ',' between operands, found 'v'
# why: NV_vertex_program2 2.14.1.8: <VECTORop-instruction> ::= <VECTORop> <maskedDstReg> "," <vectorSrc>
---
!!VP1.0
MOV o[HPOS] v[0];
END
