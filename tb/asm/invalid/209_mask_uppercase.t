# expect: 3:8 37 expected component letters (x, y, z, w) after '.', found 'X'
# why: NV_vertex_program2 2.14.1.8: component letters are lower case
---
!!VP1.0
MOV o[HPOS], v[OPOS];
MOV R0.X, v[0];
END
