# expect: 2:6 16 expected a variable name, found '1'
# why: 2.14.2: an identifier does not start with a digit
---
!!ARBvp1.0
TEMP 1a;
MOV result.position, vertex.position;
END
