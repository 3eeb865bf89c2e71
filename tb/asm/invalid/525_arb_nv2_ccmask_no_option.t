# expect: 2:21 31 condition-code masks need OPTION NV_vertex_program2
# why: condition-code masks need OPTION NV_vertex_program2
---
!!ARBvp1.0
MOV result.position (GT), vertex.position;
END
