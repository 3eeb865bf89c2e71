# expect: 2:31 41 expected ';' at the end of the statement, found ','
# why: 2.14.2 grammar: MOV takes one source
---
!!ARBvp1.0
MOV result.color, vertex.color, vertex.normal;
MOV result.position, vertex.position;
END
