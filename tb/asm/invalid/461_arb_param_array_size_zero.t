# expect: 2:9 19 array size 0 out of range (1 to 1024)
# why: 2.14.2 grammar: <optArraySize> from 1
---
!!ARBvp1.0
PARAM a[0] = { 1.0 };
MOV result.position, vertex.position;
END
