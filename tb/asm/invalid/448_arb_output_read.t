# expect: 4:22 78 'o' is a result: results are write-only
# why: 2.14.3.4: an OUTPUT variable is write-only
---
!!ARBvp1.0
OUTPUT o = result.color;
MOV o, vertex.color;
MOV result.texcoord, o;
MOV result.position, vertex.position;
END
