# expect: 5:1 79 expected an instruction or a declaration, found 'BRAC'
# why: NV_vertex_program2_option: BRA has no C form
---
!!ARBvp1.0
OPTION NV_vertex_program2;
a:
MOV result.position, vertex.position;
BRAC a;
END
