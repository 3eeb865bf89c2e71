# expect: 1:1 0 program must begin with !!VP1.0, !!VP1.1, !!VP2.0 or !!VSP1.0
# why: 2.14.2: the header without preceding white space
---
 !!ARBvp1.0
MOV result.position, vertex.position;
END
