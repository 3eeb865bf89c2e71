# expect: 4:18 61 instruction reads a second, different program parameter (the first is at line 4 column 9)
# why: NV_vertex_program2 2.14.1.8: c[A0.x] and c[A0.y] differ
---
!!VP2.0
MOV o[HPOS], v[OPOS];
ARL A0, v[1];
ADD R0, c[A0.x], c[A0.y];
END
