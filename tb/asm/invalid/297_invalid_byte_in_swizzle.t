# expect: 2:19 26 expected component letters (x, y, z, w) after '.', found character '@'
# why: NV_vertex_program2 2.14.1.8: "@" is no token
---
!!VP1.0
MOV o[HPOS], v[0].@;
END
