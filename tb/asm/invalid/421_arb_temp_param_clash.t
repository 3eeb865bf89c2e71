# expect: 3:6 31 'a' is already declared at line 2
# why: 2.14.3: one name space for every variable
---
!!ARBvp1.0
PARAM a = 1.0;
TEMP a;
MOV result.position, vertex.position;
END
