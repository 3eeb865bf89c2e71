# expect: 3:1 19 SNE is not an ARB_vertex_program instruction: an NV_vertex_program2_option instruction (not supported yet, with or without OPTION NV_vertex_program2)
# why: SNE is NV_vertex_program2_option's
---
!!ARBvp1.0
TEMP t;
SNE t, vertex.color, vertex.normal;
MOV result.position, vertex.position;
END
