# expect: 3:11 40 ARA reads a whole address register: no swizzle
# why: NV_vertex_program2 2.14.1.8: <vp2-ARA-instruction> ::= <vp2-ARAop> <maskedAddrReg> "," <addrRegister>: no swizzle
---
!!VP2.0
MOV o[HPOS], v[OPOS];
ARA A0, A1.xy;
END
