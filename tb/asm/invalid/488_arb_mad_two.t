# expect: 2:46 56 expected ',', found ';'
# why: 2.14.2 grammar: MAD takes three sources
---
!!ARBvp1.0
MAD result.color, vertex.color, vertex.normal;
MOV result.position, vertex.position;
END
