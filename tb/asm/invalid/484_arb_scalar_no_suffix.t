# expect: 2:31 41 expected a scalar operand's component (.x, .y, .z or .w), found ';'
# why: 2.14.2 grammar: <scalarSrcReg> needs a component
---
!!ARBvp1.0
RSQ result.color, vertex.color;
MOV result.position, vertex.position;
END
