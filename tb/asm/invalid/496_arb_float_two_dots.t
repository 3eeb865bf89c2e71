# expect: 2:22 32 expected ';' at the end of the statement, found '.3'
# why: 2.14.2: one decimal point
---
!!ARBvp1.0
MOV result.color, 1.2.3;
MOV result.position, vertex.position;
END
