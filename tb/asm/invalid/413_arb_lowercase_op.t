# expect: 2:1 11 expected an instruction or a declaration, found 'mov'
# why: 2.14.2: opcodes are upper case (names are case-sensitive)
---
!!ARBvp1.0
mov result.position, vertex.position;
END
