# expect: 2:31 41 expected ',', found '.'
# why: 2.14.2 grammar: SWZ's <srcReg> has no swizzle
---
!!ARBvp1.0
SWZ result.color, vertex.color.x, x, y, z, w;
MOV result.position, vertex.position;
END
