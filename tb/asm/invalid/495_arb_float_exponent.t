# expect: 2:22 32 expected ';' at the end of the statement, found 'e'
# why: 2.14.2: an exponent needs digits
---
!!ARBvp1.0
MOV result.color, 1.5e;
MOV result.position, vertex.position;
END
