# expect: 2:16 23 v[99] does not exist (attributes are v[0]-v[15])
# why: NV_vertex_program 2.14.1.7: <vertexAttribRegNum> ::= 0 to 15
---
!!VP1.0
MOV o[HPOS], v[99];
END
