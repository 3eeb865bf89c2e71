# expect: 2:39 49 expected ',' or '}' in the array's bindings, found '.'
# why: 2.14.2 grammar: one <stateMatModifier>
---
!!ARBvp1.0
PARAM m[] = { state.matrix.mvp.inverse.transpose };
MOV result.position, vertex.position;
END
