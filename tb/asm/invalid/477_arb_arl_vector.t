# expect: 3:22 43 expected a scalar operand's component (.x, .y, .z or .w), found ';'
# why: 2.14.2 grammar: ARL reads a <scalarSrcReg>
---
!!ARBvp1.0
ADDRESS A;
ARL A.x, vertex.color;
MOV result.position, vertex.position;
END
