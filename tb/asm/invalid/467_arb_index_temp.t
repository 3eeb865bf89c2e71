# expect: 4:20 59 't' is not a parameter array: it takes no index
# why: 2.14.2 grammar: a temporary takes no index
---
!!ARBvp1.0
TEMP t;
MOV t, vertex.color;
MOV result.color, t[0];
MOV result.position, vertex.position;
END
