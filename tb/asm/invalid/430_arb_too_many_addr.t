# expect: 2:15 25 more than 2 address registers declared (the engine has A0 and A1)
# why: 2.14.3.7: MAX_PROGRAM_ADDRESS_REGISTERS (2: A0, A1)
---
!!ARBvp1.0
ADDRESS a, b, c;
MOV result.position, vertex.position;
END
