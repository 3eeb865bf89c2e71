# expect: 3:12 52 this binds v[10], which the program bound as vertex.attrib[] at line 2: a program may not bind both a conventional attribute and the generic one it aliases (Table X.2.1)
# why: Table X.2.1: vertex.texcoord[2] and vertex.attrib[10]
---
!!ARBvp1.0
ATTRIB g = vertex.attrib[10];
ATTRIB t = vertex.texcoord[2];
MOV result.position, vertex.position;
END
