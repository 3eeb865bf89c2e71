# expect: 3:14 43 scalar operand takes exactly one component, not 4
# why: NV_vertex_program2 2.14.1.8: <scalarSuffix> ::= "." <component>; a replicating swizzle is still four components
---
!!VP2.0
MOV o[HPOS], v[OPOS];
EX2 R0, c[0].xxxx;
END
