# expect: 4:5 93 label 'nowhere' is not defined
# why: NV_vertex_program2_option: a branch names a defined label
---
!!ARBvp1.0
OPTION NV_vertex_program2;
MOV result.position, vertex.position;
BRA nowhere;
END
