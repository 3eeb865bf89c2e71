# expect: 2:26 36 vertex.matrixindex needs ARB_matrix_palette, which the engine does not offer
# why: vertex.matrixindex needs ARB_matrix_palette
---
!!ARBvp1.0
MOV result.color, vertex.matrixindex[0];
MOV result.position, vertex.position;
END
