# expect: 2:9 19 expected '=' after the parameter name, found 'program'
# why: 2.14.2 grammar: <paramSingleInit> ::= "=" ...
---
!!ARBvp1.0
PARAM a program.env[0];
MOV result.position, vertex.position;
END
