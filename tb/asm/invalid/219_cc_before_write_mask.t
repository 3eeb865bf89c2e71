# expect: 3:12 41 expected ',' between operands, found '.'
# why: NV_vertex_program2 2.14.1.8: <maskedDstReg> ::= <dstRegister> <optionalWriteMask> <optionalCCMask>
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV R0 (EQ).x, v[0];
END
