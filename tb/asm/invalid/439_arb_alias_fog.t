# expect: 3:19 67 this binds v[5], which the program bound as a conventional attribute at line 2: a program may not bind both a conventional attribute and the generic one it aliases (Table X.2.1)
# why: Table X.2.1: vertex.fogcoord and vertex.attrib[5]
---
!!ARBvp1.0
MOV result.fogcoord, vertex.fogcoord;
MOV result.color, vertex.attrib[5];
MOV result.position, vertex.position;
END
