# expect: 2:33 43 generic attribute number 16 out of range (0 to 15)
# why: 2.14.3.1: vertex.attrib[n], n < MAX_VERTEX_ATTRIBS (16)
---
!!ARBvp1.0
MOV result.color, vertex.attrib[16];
MOV result.position, vertex.position;
END
