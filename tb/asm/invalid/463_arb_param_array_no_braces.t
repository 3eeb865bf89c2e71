# expect: 2:13 23 expected '{' to start the array's bindings, found 'program'
# why: 2.14.2 grammar: <paramMultipleInit> ::= "=" "{" ... "}"
---
!!ARBvp1.0
PARAM a[] = program.env[0..1];
MOV result.position, vertex.position;
END
