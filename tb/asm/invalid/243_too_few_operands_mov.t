# expect: 2:12 19 expected ',' between operands, found ';'
# why: NV_vertex_program2 2.14.1.8: <VECTORop-instruction> has two operands
---
!!VP1.0
MOV o[HPOS];
END
