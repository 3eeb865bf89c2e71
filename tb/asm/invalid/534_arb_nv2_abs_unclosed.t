# expect: 3:32 69 expected '|' to close the absolute value, found ';'
# why: NV_vertex_program2_option grammar: |x| closes with '|'
---
!!ARBvp1.0
OPTION NV_vertex_program2;
MOV result.color, |vertex.color;
MOV result.position, vertex.position;
END
