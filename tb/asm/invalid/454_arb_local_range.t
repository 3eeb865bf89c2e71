# expect: 2:25 35 program local parameter 300 out of range (0 to 255)
# why: 2.14.3.2: program.local[n], n < 256
---
!!ARBvp1.0
PARAM p = program.local[300];
MOV result.position, vertex.position;
END
