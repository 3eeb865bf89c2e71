# expect: 3:20 56 'a' is not a parameter array: it takes no index
# why: 2.14.2 grammar: only a <progParamArray> takes [ ]
---
!!ARBvp1.0
PARAM a = program.env[0];
MOV result.color, a[0];
MOV result.position, vertex.position;
END
