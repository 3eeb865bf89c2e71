# expect: 3:5 41 'p' cannot be written (a destination is a temporary or a result)
# why: 2.14.3.2: parameters are read-only
---
!!ARBvp1.0
PARAM p = program.env[0];
MOV p, vertex.normal;
MOV result.position, vertex.position;
END
