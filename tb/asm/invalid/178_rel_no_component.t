# expect: 3:13 42 expected '.' and a component after the address register, found ']'
# why: NV_vertex_program2 2.14.1.8: <scalarAddr> ::= <addrRegister> "." <addrRegisterComp>
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV R0, c[A0];
END
