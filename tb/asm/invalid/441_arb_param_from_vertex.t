# expect: 2:11 21 'vertex' is not a program parameter (PARAM binds state, program.env/local or constants)
# why: 2.14.3.2: PARAM does not bind vertex attributes
---
!!ARBvp1.0
PARAM p = vertex.color;
MOV result.position, vertex.position;
END
