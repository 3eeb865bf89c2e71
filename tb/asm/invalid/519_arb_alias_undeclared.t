# expect: 2:11 21 'a' is not declared
# why: 2.14.3.6: the right side is an established name
---
!!ARBvp1.0
ALIAS b = a;
MOV result.position, vertex.position;
END
