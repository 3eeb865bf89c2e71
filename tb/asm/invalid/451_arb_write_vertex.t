# expect: 2:5 15 'vertex' cannot be written (a destination is a temporary or a result)
# why: 2.14.2 grammar: <dstReg> is a temporary or a result
---
!!ARBvp1.0
MOV vertex.color, vertex.normal;
MOV result.position, vertex.position;
END
