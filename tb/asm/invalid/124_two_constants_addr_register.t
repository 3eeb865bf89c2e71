# expect: 5:20 77 instruction reads a second, different program parameter (the first is at line 5 column 9)
# why: NV_vertex_program2 2.14.1.8: c[A0.x] and c[A1.x] differ
---
!!VP2.0
MOV o[HPOS], v[OPOS];
ARL A0, v[1];
ARL A1, v[2];
ADD R0, c[A0.x+3], c[A1.x+3];
END
