# expect: 2:8 18 OPTION NV_vertex_program3 is not supported: vertex texture fetch and the NV40 instructions (a vertex engine without texture units)
# why: OPTION NV_vertex_program3: vertex texture fetch, not on this engine
---
!!ARBvp1.0
OPTION NV_vertex_program3;
MOV result.position, vertex.position;
END
