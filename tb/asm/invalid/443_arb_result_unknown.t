# expect: 2:12 22 expected a result (position, color, fogcoord, pointsize, texcoord), found 'normal'
# why: 2.14.3.4: Table X.4
---
!!ARBvp1.0
MOV result.normal, vertex.normal;
MOV result.position, vertex.position;
END
