# expect: 2:40 50 expected ',' and the next selector (SWZ takes four), found ';'
# why: 2.14.2 grammar: SWZ takes four selectors
---
!!ARBvp1.0
SWZ result.color, vertex.color, x, y, z;
MOV result.position, vertex.position;
END
