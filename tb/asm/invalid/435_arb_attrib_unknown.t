# expect: 2:26 36 expected a vertex attribute (position, weight, normal, color, fogcoord, texcoord, attrib), found 'colour'
# why: 2.14.3.1: Table X.2
---
!!ARBvp1.0
MOV result.color, vertex.colour;
MOV result.position, vertex.position;
END
