# expect: 2:1 11 labels need OPTION NV_vertex_program2
# why: NV_vertex_program2_option: labels need the option
---
!!ARBvp1.0
start:
MOV result.position, vertex.position;
END
