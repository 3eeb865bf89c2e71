# expect: 2:24 34 a parameter range binds several vectors: only an array (PARAM name[]) can hold it
# why: 2.14.2 grammar: a single PARAM binds one vector
---
!!ARBvp1.0
PARAM p = program.env[0..3];
MOV result.position, vertex.position;
END
