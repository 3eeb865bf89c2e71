# expect: 2:19 26 expected component letters (x, y, z, w) after '.', found 'XYZW'
# why: NV_vertex_program2 2.14.1.8: component letters are lower case
---
!!VP1.0
MOV o[HPOS], v[0].XYZW;
END
