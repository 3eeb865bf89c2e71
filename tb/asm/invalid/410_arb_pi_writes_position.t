# expect: 4:5 74 a program with OPTION ARB_position_invariant cannot write result.position
# why: 2.14.4.5.x: a position-invariant program may not write result.position
---
!!ARBvp1.0
OPTION ARB_position_invariant;
OUTPUT p = result.position;
MOV p, vertex.color;
END
