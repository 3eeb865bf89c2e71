# expect: 2:12 22 result.clip[n] needs OPTION NV_vertex_program2
# why: result.clip[n] is NV_vertex_program2_option's
---
!!ARBvp1.0
MOV result.clip[0].x, vertex.color;
MOV result.position, vertex.position;
END
