# expect: 2:22 29 'q' is not a component (x, y, z, w)
# why: NV_vertex_program2 2.14.1.8: <component> ::= "x" | "y" | "z" | "w"
---
!!VP1.0
MOV o[HPOS], v[0].xyzq;
END
