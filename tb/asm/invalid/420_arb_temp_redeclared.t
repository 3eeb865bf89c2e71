# expect: 3:6 24 'a' is already declared at line 2
# why: 2.14.3: a name declared twice
---
!!ARBvp1.0
TEMP a;
TEMP a;
MOV result.position, vertex.position;
END
