# expect: 3:31 68 expected a scalar operand's component (.x, .y, .z or .w), found ';'
# why: NV_vertex_program2_option: SIN takes a scalar operand
---
!!ARBvp1.0
OPTION NV_vertex_program2;
SIN result.color, vertex.color;
MOV result.position, vertex.position;
END
