# expect: 3:8 37 expected component letters (x, y, z, w) after '.', found ','
# why: NV_vertex_program2 2.14.1.8: "." must be followed by components
---
!!VP1.0
MOV o[HPOS], v[OPOS];
MOV R0., v[0];
END
