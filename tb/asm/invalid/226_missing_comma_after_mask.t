# expect: 2:16 23 expected ',' between operands, found 'v'
# why: NV_vertex_program2 2.14.1.8: "," after <maskedDstReg>; the message should say the comma is missing
---
!!VP1.0
MOV o[HPOS].xy v[0];
MOV o[HPOS].zw, v[0];
END
