# expect: 3:5 25 'tmp' is not declared
# why: 2.14.2: names are case-sensitive
---
!!ARBvp1.0
TEMP Tmp;
MOV tmp, vertex.color;
MOV result.position, vertex.position;
END
