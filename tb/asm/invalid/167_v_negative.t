# expect: 2:16 23 expected an attribute number or name, found '-'
# why: NV_vertex_program2 2.14.1.8: attribute numbers are 0 to 15
---
!!VP1.0
MOV o[HPOS], v[-1];
END
