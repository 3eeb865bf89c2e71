# expect: 2:32 42 a swizzle has 1 or 4 components, not 2
# why: 2.14.2 grammar: a swizzle of 1 or 4 components
---
!!ARBvp1.0
MOV result.color, vertex.color.xy;
MOV result.position, vertex.position;
END
