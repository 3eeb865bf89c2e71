# expect: 2:32 42 expected a matrix (modelview, projection, mvp, texture, palette, program), found 'view'
# why: Table X.3.8
---
!!ARBvp1.0
MOV result.color, state.matrix.view.row[0];
MOV result.position, vertex.position;
END
