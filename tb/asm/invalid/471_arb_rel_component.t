# expect: 5:23 104 only the x component of an address register can be read (found 'w')
# why: 2.14.2 grammar: <addrComponent> ::= "." "x"
---
!!ARBvp1.0
PARAM a[] = { program.env[0..1] };
ADDRESS A;
ARL A.x, vertex.color.x;
MOV result.color, a[A.w];
MOV result.position, vertex.position;
END
