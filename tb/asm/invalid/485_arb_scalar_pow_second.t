# expect: 2:48 58 expected a scalar operand's component (.x, .y, .z or .w), found ';'
# why: 2.14.2 grammar: POW takes two scalars
---
!!ARBvp1.0
POW result.color, vertex.color.x, vertex.normal;
MOV result.position, vertex.position;
END
