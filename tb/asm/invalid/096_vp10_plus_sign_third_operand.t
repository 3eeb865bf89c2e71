# expect: 3:22 51 '+' sign requires !!VP1.1 or !!VP2.0 (this is a !!VP1.0 program)
# why: NV_vertex_program 2.14.1.7: <optionalSign> ::= "-" | ""
---
!!VP1.0
MOV o[HPOS], v[OPOS];
MAD R0, v[0], -c[1], +R1;
END
