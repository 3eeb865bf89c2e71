# expect: 3:1 34 the program never writes o[HPOS]
# why: NV_vertex_program 2.14.1.7: "fails to load if it does not write at least one component of the HPOS register"
---
!!VP1.0
MOV o[COL0], v[COL0];
END
