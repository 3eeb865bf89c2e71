# expect: 2:32 42 expected component letters (x, y, z, w) after '.', found 'xyzwx'
# why: 2.14.2 grammar: a swizzle of 1 or 4 components
---
!!ARBvp1.0
MOV result.color, vertex.color.xyzwx;
MOV result.position, vertex.position;
END
