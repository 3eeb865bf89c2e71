# expect: 2:33 43 vertex weight number (one vertex unit: ARB_vertex_blend is not offered) 4 out of range (0 to 0)
# why: 2.14.3.1: vertex.weight[n]: n < MAX_VERTEX_UNITS_ARB (one unit)
---
!!ARBvp1.0
MOV result.color, vertex.weight[4];
MOV result.position, vertex.position;
END
