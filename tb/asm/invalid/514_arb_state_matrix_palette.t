# expect: 2:28 38 state.matrix.palette needs ARB_matrix_palette, which the engine does not offer
# why: state.matrix.palette needs ARB_matrix_palette
---
!!ARBvp1.0
PARAM m[] = { state.matrix.palette[0] };
MOV result.position, vertex.position;
END
