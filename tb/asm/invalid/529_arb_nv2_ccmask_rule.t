# expect: 3:22 59 expected a condition rule (EQ, GE, GT, LE, LT, NE, TR, FL), found 'XX'
# why: NV_vertex_program2_option grammar: <ccMaskRule>
---
!!ARBvp1.0
OPTION NV_vertex_program2;
MOV result.position (XX.x), vertex.position;
END
