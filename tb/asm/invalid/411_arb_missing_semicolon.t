# expect: 3:1 48 expected ';' at the end of the statement, found 'END'
# why: 2.14.2 grammar: <statement> ends with ";"
---
!!ARBvp1.0
MOV result.position, vertex.position
END
