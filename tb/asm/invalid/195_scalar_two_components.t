# expect: 3:14 43 scalar operand takes exactly one component, not 2
# why: NV_vertex_program2 2.14.1.8: <scalarSuffix> ::= "." <component>
---
!!VP1.0
MOV o[HPOS], v[OPOS];
RSQ R0, v[0].xy;
END
