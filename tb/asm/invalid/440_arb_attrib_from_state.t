# expect: 2:12 22 'state' is not a vertex attribute (ATTRIB binds vertex.*)
# why: 2.14.3.1: ATTRIB binds vertex.*
---
!!ARBvp1.0
ATTRIB a = state.fog.color;
MOV result.position, vertex.position;
END
