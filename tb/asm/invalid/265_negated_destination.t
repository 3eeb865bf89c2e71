# expect: 3:5 34 expected a destination register, found '-'
# why: NV_vertex_program2 2.14.1.8: <maskedDstReg> has no sign
---
!!VP1.0
MOV o[HPOS], v[OPOS];
MOV -R0, v[0];
END
