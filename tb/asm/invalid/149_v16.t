# expect: 2:16 23 v[16] does not exist (attributes are v[0]-v[15])
# why: NV_vertex_program2 2.14.1.8: <vtxAttribRegNum> ::= decimal integer from 0 to 15
---
!!VP2.0
MOV o[HPOS], v[16];
END
