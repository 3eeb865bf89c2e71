# expect: 3:5 34 expected an address register (A0), found 'R0'
# why: NV_vertex_program2 2.14.1.8: <maskedAddrReg> ::= <addrRegister> <addrWriteMask>
---
!!VP1.0
MOV o[HPOS], v[OPOS];
ARL R0.x, v[0].x;
END
