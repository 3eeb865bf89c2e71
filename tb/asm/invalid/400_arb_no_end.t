# expect: 3:1 49 the program ends without END
# why: 2.14.2 grammar: <program> ends with END
---
!!ARBvp1.0
MOV result.position, vertex.position;
