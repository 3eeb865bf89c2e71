# expect: 3:13 42 scalar operand needs a component suffix (.x, .y, .z or .w), found ';'
# why: NV_vertex_program2 2.14.1.8: <scalarSrc> ... <scalarSuffix> ::= "." <component>
---
!!VP1.0
MOV o[HPOS], v[OPOS];
RCP R0, v[0];
END
