# expect: 2:19 26 expected component letters (x, y, z, w) after '.', found 'rgba'
# why: NV_vertex_program2 2.14.1.8: <component> ::= "x" | "y" | "z" | "w"
---
!!VP1.0
MOV o[HPOS], v[0].rgba;
END
