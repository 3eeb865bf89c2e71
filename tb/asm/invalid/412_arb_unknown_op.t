# expect: 2:1 11 expected an instruction or a declaration, found 'MOVE'
# why: 2.14.2: undefined tokens
---
!!ARBvp1.0
MOVE result.position, vertex.position;
END
