# expect: 3:7 28 'b' is already declared at line 2
# why: 2.14.3.6: the left side is a new name
---
!!ARBvp1.0
TEMP a, b;
ALIAS b = a;
MOV result.position, vertex.position;
END
