# expect: 3:19 67 this binds v[0], which the program bound as a conventional attribute at line 2: a program may not bind both a conventional attribute and the generic one it aliases (Table X.2.1)
# why: Table X.2.1: vertex.position and vertex.attrib[0]
---
!!ARBvp1.0
MOV result.position, vertex.position;
MOV result.color, vertex.attrib[0];
END
