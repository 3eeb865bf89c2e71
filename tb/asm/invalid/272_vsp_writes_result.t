# expect: 2:5 13 vertex state programs cannot write vertex results o[]
# why: NV_vertex_program2 2.14.5: "A vertex state program may not write any vertex result register"
---
!!VSP1.0
MOV o[HPOS], v[0];
END
