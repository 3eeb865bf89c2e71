# expect: 3:14 43 scalar operand needs a component suffix (.x, .y, .z or .w), found '|'
# why: NV_vertex_program2 2.14.1.8: <vp2-absScalarSrc> ::= <optionalSign> "|" <baseScalarSrc> "|": the suffix is inside the bars
---
!!VP2.0
MOV o[HPOS], v[OPOS];
RCP R0, |v[0]|.x;
END
