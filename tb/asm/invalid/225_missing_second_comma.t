# expect: 3:14 43 expected ',' between operands, found 'c'
# why: NV_vertex_program2 2.14.1.8: <BINop-instruction> separates operands with ","
---
!!VP1.0
MOV o[HPOS], v[OPOS];
ADD R0, v[0] c[0];
END
