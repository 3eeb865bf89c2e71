# expect: 2:35 45 texture unit 8 out of range (0 to 7)
# why: 2.14.3.1: vertex.texcoord[n], n < MAX_TEXTURE_UNITS (8)
---
!!ARBvp1.0
MOV result.color, vertex.texcoord[8];
MOV result.position, vertex.position;
END
