# expect: 3:6 27 expected '.x' after the address register (ARL writes its x component), found ','
# why: 2.14.2 grammar: ARL <maskedAddrReg>
---
!!ARBvp1.0
ADDRESS A;
ARL A, vertex.color.x;
MOV result.position, vertex.position;
END
