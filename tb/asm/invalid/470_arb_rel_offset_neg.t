# expect: 5:27 108 negative offset 65 out of range (0 to 64)
# why: 2.14.2 grammar: <addrRegNegOffset> 0 to 64
---
!!ARBvp1.0
PARAM a[] = { program.env[0..1] };
ADDRESS A;
ARL A.x, vertex.color.x;
MOV result.color, a[A.x - 65];
MOV result.position, vertex.position;
END
