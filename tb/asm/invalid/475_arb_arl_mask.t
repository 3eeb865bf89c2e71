# expect: 3:7 28 ARL writes the x component of an address register only (found 'xy')
# why: 2.14.2 grammar: <addrWriteMask> ::= "." "x"
---
!!ARBvp1.0
ADDRESS A;
ARL A.xy, vertex.color.x;
MOV result.position, vertex.position;
END
