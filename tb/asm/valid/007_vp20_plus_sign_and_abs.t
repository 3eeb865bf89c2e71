# expect: ok
# why: NV_vertex_program2 2.14.1.8: <vp2-optionalSign> ::= "+"
---
!!VP2.0
MOV o[HPOS], +|v[0]|;
END
