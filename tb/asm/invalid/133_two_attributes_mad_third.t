# expect: 3:24 53 instruction reads a second, different vertex attribute (the first is at line 3 column 9)
# why: NV_vertex_program2 2.14.1.8: third operand is a second attribute
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MAD R0, v[3], v[COL0], v[4];
END
