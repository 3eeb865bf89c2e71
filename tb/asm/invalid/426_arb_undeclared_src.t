# expect: 2:19 29 't' is not declared
# why: 2.14.3: a variable used before it is declared
---
!!ARBvp1.0
MOV result.color, t;
TEMP t;
MOV result.position, vertex.position;
END
