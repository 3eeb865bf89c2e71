# expect: ok
# why: NV_vertex_program1_1 2.14.A: <optionalSign> ::= "-" | "+" | ""
---
!!VP1.1
MOV o[HPOS], +v[0];
MAD R0, +v[1], -c[0], +R0;
END
