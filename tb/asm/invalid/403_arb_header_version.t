# expect: 1:1 0 an ARB program must begin with !!ARBvp1.0
# why: 2.14.2: the header is !!ARBvp1.0
---
!!ARBvp2.0
MOV result.position, vertex.position;
END
