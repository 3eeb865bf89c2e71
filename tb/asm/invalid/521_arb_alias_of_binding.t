# expect: 2:11 21 'vertex' is not declared
# why: 2.14.2 grammar: <ALIAS_statement> names an <establishedName>
---
!!ARBvp1.0
ALIAS c = vertex.color;
MOV result.position, vertex.position;
END
