# expect: 2:19 26 expected component letters (x, y, z, w) after '.', found '0'
# why: NV_vertex_program2 2.14.1.8: components are letters
---
!!VP1.0
MOV o[HPOS], v[0].0;
END
