# expect: 2:13 20 expected a source register (R0-R11, c[...], v[...]), found ','
# why: NV_vertex_program2 2.14.1.8: one "," between operands
---
!!VP1.0
MOV o[HPOS],, v[0];
END
