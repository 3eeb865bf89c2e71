# expect: 3:29 75 this binds v[4], which the program bound as vertex.attrib[] at line 2: a program may not bind both a conventional attribute and the generic one it aliases (Table X.2.1)
# why: Table X.2.1: vertex.color.secondary and vertex.attrib[4]
---
!!ARBvp1.0
MOV result.color, vertex.attrib[4];
MOV result.color.secondary, vertex.color.secondary;
MOV result.position, vertex.position;
END
