# expect: 3:1 30 CAL has no condition-code form
# why: NV_vertex_program2 2.14.1.8: <vp2-BRANCHop> ::= "BRA" | "CAL": no C form
---
!!VP2.0
MOV o[HPOS], v[OPOS];
CALC sub;
sub:
END
