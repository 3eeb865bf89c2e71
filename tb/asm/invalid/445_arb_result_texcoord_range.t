# expect: 2:21 31 texture unit 9 out of range (0 to 7)
# why: 2.14.3.4: result.texcoord[n], n < 8
---
!!ARBvp1.0
MOV result.texcoord[9], vertex.color;
MOV result.position, vertex.position;
END
