# expect: 2:32 42 invalid character '@' in program text
# why: 2.14.2: undefined characters
---
!!ARBvp1.0
MOV result.color, vertex.color @;
MOV result.position, vertex.position;
END
