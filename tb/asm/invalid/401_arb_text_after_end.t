# expect: 4:1 53 unexpected 'MOV' after END (only comments may follow)
# why: 2.14.2: nothing but comments after END (this front end, as vpasm)
---
!!ARBvp1.0
MOV result.position, vertex.position;
END
MOV result.color, vertex.color;
