# expect: 2:11 19 '+' sign requires !!VP1.1 or !!VP2.0 (this is a !!VSP1.0 program)
# why: NV_vertex_program2 2.14.5
# why: NV_vertex_program 2.14.1.7: <optionalSign> ::= "-" | ""
---
!!VSP1.0
MOV c[0], +v[0];
END
