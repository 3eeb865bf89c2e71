# expect: 2:6 16 'MOV' is a reserved word and cannot name a variable
# why: 2.14.2: reserved words cannot be identifiers
---
!!ARBvp1.0
TEMP MOV;
MOV result.position, vertex.position;
END
