# expect: 2:12 22 'vertex' is not a result (OUTPUT binds result.*)
# why: 2.14.3.4: OUTPUT binds result.*
---
!!ARBvp1.0
OUTPUT o = vertex.position;
MOV result.position, vertex.position;
END
