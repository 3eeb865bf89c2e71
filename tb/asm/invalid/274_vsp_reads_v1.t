# expect: 2:13 21 vertex state programs can read only v[0]
# why: NV_vertex_program2 2.14.5: <vertexAttribReg> ::= "v" "[" "0" "]"
---
!!VSP1.0
MOV c[0], v[1];
END
