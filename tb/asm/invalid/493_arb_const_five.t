# expect: 2:30 40 expected '}' after four constants, found ','
# why: 2.14.2 grammar: a constant vector of 1 to 4 values
---
!!ARBvp1.0
MOV result.color, {1, 2, 3, 4, 5};
MOV result.position, vertex.position;
END
