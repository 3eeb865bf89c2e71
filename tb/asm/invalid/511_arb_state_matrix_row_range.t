# expect: 2:40 50 matrix row 4 out of range (0 to 3)
# why: 2.14.2 grammar: <stateMatrixRowNum> 0 to 3
---
!!ARBvp1.0
MOV result.color, state.matrix.mvp.row[4];
MOV result.position, vertex.position;
END
