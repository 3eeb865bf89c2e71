# expect: 2:20 30 expected a number, found '}'
# why: 2.14.2 grammar: a constant vector of 1 to 4 values
---
!!ARBvp1.0
MOV result.color, {};
MOV result.position, vertex.position;
END
