# expect: 2:25 35 program local parameter 1100 out of range (0 to 1023)
# why: 2.14.3.2: program.local[n], n < 1024
---
!!ARBvp1.0
PARAM p = program.local[1100];
MOV result.position, vertex.position;
END
