# expect: 4:19 65 'a' is an address register: only ARL writes it and only an array index reads it
# why: 2.14.3.5: an address register is read only as an array index
---
!!ARBvp1.0
ADDRESS a;
ARL a.x, vertex.color.x;
MOV result.color, a;
MOV result.position, vertex.position;
END
