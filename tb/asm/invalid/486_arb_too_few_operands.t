# expect: 2:31 41 expected ',', found ';'
# why: 2.14.2 grammar: ADD takes two sources
---
!!ARBvp1.0
ADD result.color, vertex.color;
MOV result.position, vertex.position;
END
