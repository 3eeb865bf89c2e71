# expect: 2:16 23 expected ',' between operands, found 'v'
# why: NV_vertex_program2 2.14.1.8: "," after <maskedDstReg>; the message should say the comma is missing
# known-bug: component letters may be split by white space, so the next identifier is read as part of the write mask: 'v' is not a component (x, y, z, w)
---
!!VP1.0
MOV o[HPOS].xy v[0];
MOV o[HPOS].zw, v[0];
END
