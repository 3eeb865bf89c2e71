# expect: 2:29 39 expected color or params after 'fog.', found 'density'
# why: Table X.3.5
---
!!ARBvp1.0
MOV result.color, state.fog.density;
MOV result.position, vertex.position;
END
