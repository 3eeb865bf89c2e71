# expect: 2:6 16 'state' is a reserved word and cannot name a variable
# why: 2.14.2: 'state' is reserved
---
!!ARBvp1.0
TEMP state;
MOV result.position, vertex.position;
END
