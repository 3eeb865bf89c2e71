# expect: 4:18 65 instruction reads a second, different program parameter (the first is at line 4 column 9)
# why: NV_vertex_program2 2.14.1.8: c[A0.x] and c[0] differ
---
!!VP1.0
MOV o[HPOS], v[OPOS];
ARL A0.x, v[1].x;
MUL R0, c[A0.x], c[0];
END
