# expect: 2:1 11 TXP is not an ARB_vertex_program instruction: texture fetch (NV_vertex_program3): a vertex engine without texture units cannot run it
# why: TXP: texture fetch
---
!!ARBvp1.0
TXP result.color, vertex.texcoord, texture[0], 2D;
MOV result.position, vertex.position;
END
