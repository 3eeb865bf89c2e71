# expect: 2:5 15 't' is not declared
# why: 2.14.3: an undeclared destination
---
!!ARBvp1.0
MOV t, vertex.color;
MOV result.position, vertex.position;
END
