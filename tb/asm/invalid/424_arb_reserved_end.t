# expect: 2:9 19 'END' is a reserved word and cannot name a variable
# why: 2.14.2: END is reserved
---
!!ARBvp1.0
ADDRESS END;
MOV result.position, vertex.position;
END
