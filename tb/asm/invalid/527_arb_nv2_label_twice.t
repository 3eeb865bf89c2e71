# expect: 5:1 79 label 'a' is already defined at line 3
# why: NV_vertex_program2_option: a label is defined once
---
!!ARBvp1.0
OPTION NV_vertex_program2;
a:
MOV result.position, vertex.position;
a:
END
