# expect: 4:5 80 expected ';' at the end of the statement, found 'here'
# why: NV_vertex_program2_option grammar: RET takes only a condition
---
!!ARBvp1.0
OPTION NV_vertex_program2;
MOV result.position, vertex.position;
RET here;
here:
END
