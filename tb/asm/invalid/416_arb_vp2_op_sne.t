# expect: 3:1 19 SNE is not an ARB_vertex_program instruction: it needs OPTION NV_vertex_program2
# why: SNE is NV_vertex_program2_option's: without the option it is no instruction
---
!!ARBvp1.0
TEMP t;
SNE t, vertex.color, vertex.normal;
MOV result.position, vertex.position;
END
