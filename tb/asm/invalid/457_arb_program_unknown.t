# expect: 2:19 29 expected 'env' or 'local' after 'program.', found 'global'
# why: 2.14.2 grammar: program.env or program.local
---
!!ARBvp1.0
PARAM p = program.global[0];
MOV result.position, vertex.position;
END
