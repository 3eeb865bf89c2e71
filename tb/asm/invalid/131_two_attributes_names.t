# expect: 3:18 47 instruction reads a second, different vertex attribute (the first is at line 3 column 9)
# why: NV_vertex_program2 2.14.1.8: v[OPOS] and v[WGHT] differ
---
!!VP1.1
MOV o[HPOS], v[OPOS];
MUL R0, v[OPOS], v[WGHT];
END
