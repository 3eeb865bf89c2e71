# expect: 3:14 43 ARA reads a whole address register: no swizzle
# why: NV_vertex_program2 2.14.1.8: <addrRegister> has no component suffix
---
!!VP2.0
MOV o[HPOS], v[OPOS];
ARA A0.zw, A1.x;
END
