# expect: 2:42 52 expected an extended swizzle selector (0, 1, x, y, z or w), found '0.5'
# why: 2.14.2 grammar: <extSwizSel> is 0, 1 or a component
---
!!ARBvp1.0
SWZ result.color, vertex.color, x, y, z, 0.5;
MOV result.position, vertex.position;
END
