# expect: 2:1 11 'MOVC': the C suffix (a condition-code update) needs OPTION NV_vertex_program2
# why: the C suffix needs OPTION NV_vertex_program2 (MOVC is no ARB instruction)
---
!!ARBvp1.0
MOVC result.position, vertex.position;
END
