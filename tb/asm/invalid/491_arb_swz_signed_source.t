# expect: 2:19 29 SWZ takes its operand without a sign: negate in the extended swizzle
# why: 2.14.2 grammar: SWZ's <srcReg> has no sign
---
!!ARBvp1.0
SWZ result.color, -vertex.color, x, y, z, w;
MOV result.position, vertex.position;
END
