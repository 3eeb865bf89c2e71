# expect: 3:19 48 expected ',' between operands, found ';'
# why: NV_vertex_program2 2.14.1.8: <TRIop-instruction> has four operands
---
!!VP1.0
MOV o[HPOS], v[OPOS];
MAD R0, v[0], c[0];
END
