# expect: 2:15 25 expected a parameter binding (state.*, program.env[], program.local[] or a constant), found '}'
# why: 2.14.2 grammar: <paramMultInitList> has at least one item
---
!!ARBvp1.0
PARAM a[] = { };
MOV result.position, vertex.position;
END
