# expect: 3:5 23 ARL writes an address register, not 't'
# why: 2.14.2 grammar: ARL writes an address register
---
!!ARBvp1.0
TEMP t;
ARL t.x, vertex.color.x;
MOV result.position, vertex.position;
END
