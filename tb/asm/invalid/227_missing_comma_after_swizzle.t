# expect: 3:16 45 expected ',' between operands, found 'R1'
# why: NV_vertex_program2 2.14.1.8: "," between sources; the message should say the comma is missing
---
!!VP1.0
MOV o[HPOS], v[OPOS];
ADD R0, c[0].x R1;
END
