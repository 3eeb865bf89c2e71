# expect: 2:13 21 vertex state programs can read only v[0]
# why: NV_vertex_program2 2.14.5: <vertexAttribReg> ::= "v" "[" "0" "]": only the number 0, not the mnemonic OPOS
---
!!VSP1.0
MOV c[0], v[OPOS];
END
