# expect: 2:30 40 range 5..2: the first parameter is greater than the last
# why: Table X.3.1: a <= b
---
!!ARBvp1.0
PARAM p[] = { program.env[5..2] };
MOV result.position, vertex.position;
END
