# expect: 2:18 28 a write mask's components must be distinct and in xyzw order
# why: 2.14.2 grammar: <optionalMask> in xyzw order
---
!!ARBvp1.0
MOV result.color.yx, vertex.color;
MOV result.position, vertex.position;
END
