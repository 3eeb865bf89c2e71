# expect: 2:18 28 'r' is not a component (x, y, z, w)
# why: 2.14.2 grammar: <component> is x, y, z or w
---
!!ARBvp1.0
MOV result.color.rgb, vertex.color;
MOV result.position, vertex.position;
END
