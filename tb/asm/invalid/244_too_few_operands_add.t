# expect: 3:13 42 expected ',' between operands, found ';'
# why: NV_vertex_program2 2.14.1.8: <BINop-instruction> has three operands
---
!!VP1.0
MOV o[HPOS], v[OPOS];
ADD R0, v[0];
END
