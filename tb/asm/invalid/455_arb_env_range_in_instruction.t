# expect: 2:32 42 a parameter range binds several vectors: only an array (PARAM name[]) can hold it
# why: 2.14.2 grammar: an instruction binds one vector (<programSingleItem>)
---
!!ARBvp1.0
MOV result.color, program.env[0..1];
MOV result.position, vertex.position;
END
