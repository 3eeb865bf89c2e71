# expect: 5:27 108 offset 64 out of range (0 to 63)
# why: 2.14.2 grammar: <addrRegPosOffset> 0 to 63
---
!!ARBvp1.0
PARAM a[] = { program.env[0..1] };
ADDRESS A;
ARL A.x, vertex.color.x;
MOV result.color, a[A.x + 64];
MOV result.position, vertex.position;
END
