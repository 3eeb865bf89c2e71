# expect: 3:5 40 'a' cannot be written (a destination is a temporary or a result)
# why: 2.14.3.1: attributes are read-only
---
!!ARBvp1.0
ATTRIB a = vertex.color;
MOV a, vertex.normal;
MOV result.position, vertex.position;
END
