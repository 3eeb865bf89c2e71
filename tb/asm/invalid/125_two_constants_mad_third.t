# expect: 3:21 50 instruction reads a second, different program parameter (the first is at line 3 column 9)
# why: NV_vertex_program2 2.14.1.8: the third operand is a second unique parameter
---
!!VP1.0
MOV o[HPOS], v[OPOS];
MAD R0, c[1], c[1], c[2];
END
