# expect: 3:19 67 result registers are write-only: they cannot be read
# why: 2.14.3.4: results are write-only
---
!!ARBvp1.0
MOV result.position, vertex.position;
MOV result.color, result.position;
END
