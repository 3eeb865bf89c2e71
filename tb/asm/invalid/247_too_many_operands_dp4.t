# expect: 2:26 33 expected ';' at the end of the instruction, found ','
# why: NV_vertex_program2 2.14.1.8: <BINop-instruction> has three operands
---
!!VP1.0
DP4 o[HPOS].x, c[0], v[0], R1;
END
