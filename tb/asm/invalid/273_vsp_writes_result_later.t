# expect: 3:5 29 vertex state programs cannot write vertex results o[]
# why: NV_vertex_program2 2.14.5: no o[] writes
---
!!VSP1.0
MOV c[1], v[0];
MOV o[COL0], v[0];
END
