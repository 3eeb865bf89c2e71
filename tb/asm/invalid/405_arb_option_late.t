# expect: 3:1 49 OPTION must come before every other statement
# why: 2.14.2 grammar: options come before statements
---
!!ARBvp1.0
MOV result.position, vertex.position;
OPTION ARB_position_invariant;
END
