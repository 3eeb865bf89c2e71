# expect: 5:8 64 ARA adds an address register, not 't'
# why: NV_vertex_program2_option grammar: ARA reads an address register
---
!!ARBvp1.0
OPTION NV_vertex_program2;
ADDRESS A;
TEMP t;
ARA A, t;
MOV result.position, vertex.position;
END
