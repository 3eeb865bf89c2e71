# expect: 2:16 23 expected an address register (A0), found ']'
# why: NV_vertex_program2 2.14.1.8: c[] needs a number or an address
---
!!VP1.0
MOV o[HPOS], c[];
END
