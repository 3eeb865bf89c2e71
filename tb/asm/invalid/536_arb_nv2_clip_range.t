# expect: 3:17 54 clip distance number 6 out of range (0 to 5)
# why: NV_vertex_program2_option: result.clip[n], n < 6
---
!!ARBvp1.0
OPTION NV_vertex_program2;
MOV result.clip[6].x, vertex.color;
MOV result.position, vertex.position;
END
