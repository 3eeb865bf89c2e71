# expect: 3:1 49 BRA is not an ARB_vertex_program instruction: it needs OPTION NV_vertex_program2
# why: BRA is NV_vertex_program2_option's
---
!!ARBvp1.0
MOV result.position, vertex.position;
BRA end;
END
