# expect: 4:26 73 instruction reads a second, different program parameter (the first is at line 4 column 9)
# why: NV_vertex_program2 2.14.1.8: c[A0.x+3] and c[3] are different registers
---
!!VP1.0
MOV o[HPOS], v[OPOS];
ARL A0.x, v[1].x;
MAD R0, c[A0.x+3], v[0], c[3];
END
