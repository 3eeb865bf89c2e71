# expect: 2:8 18 unknown option 'ARB_vertex_blend' (the engine offers ARB_position_invariant)
# why: 2.14.4.5: unknown options fail to load
---
!!ARBvp1.0
OPTION ARB_vertex_blend;
MOV result.position, vertex.position;
END
