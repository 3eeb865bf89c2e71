# expect: 4:1 86 label 'main' must be followed by an instruction
# why: NV_vertex_program2_option: execution begins at the instruction after 'main'
---
!!ARBvp1.0
OPTION NV_vertex_program2;
MOV result.position, vertex.position;
main:
END
