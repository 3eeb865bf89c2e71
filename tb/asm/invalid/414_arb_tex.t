# expect: 2:1 11 TEX is not an ARB_vertex_program instruction: texture fetch (NV_vertex_program3): a vertex engine without texture units cannot run it
# why: TEX: texture fetch is not an ARB_vertex_program instruction
---
!!ARBvp1.0
TEX result.color, vertex.texcoord, texture[0], 2D;
MOV result.position, vertex.position;
END
