# expect: 3:25 62 a swizzle has 1 or 4 components, not 2
# why: NV_vertex_program2_option grammar: <ccTest> swizzle of 1 or 4 components
---
!!ARBvp1.0
OPTION NV_vertex_program2;
MOV result.position (GT.xy), vertex.position;
END
