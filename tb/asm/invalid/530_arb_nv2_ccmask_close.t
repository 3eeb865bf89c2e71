# expect: 3:26 63 expected ')' to close the condition-code mask, found ','
# why: NV_vertex_program2_option grammar: <ccMask> ends with ')'
---
!!ARBvp1.0
OPTION NV_vertex_program2;
MOV result.position (GT.x, vertex.position;
END
