# expect: 2:38 48 modelview matrix number (one vertex unit: ARB_vertex_blend is not offered) 1 out of range (0 to 0)
# why: state.matrix.modelview[n], n < MAX_VERTEX_UNITS_ARB (one unit)
---
!!ARBvp1.0
PARAM m[] = { state.matrix.modelview[1] };
MOV result.position, vertex.position;
END
