# expect: 2:24 34 state.matrix.modelview[0] is a matrix (four rows): name one row with .row[n], or bind it to an array
# why: 2.14.3.2: a whole matrix binds four vectors
---
!!ARBvp1.0
PARAM m = state.matrix.modelview;
MOV result.position, vertex.position;
END
