# expect: 3:1 41 expected ';' after the option, found 'MOV'
# why: 2.14.2 grammar: OPTION <identifier> ";"
---
!!ARBvp1.0
OPTION ARB_position_invariant
MOV result.position, vertex.position;
END
