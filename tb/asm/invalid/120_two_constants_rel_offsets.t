# expect: 4:20 67 instruction reads a second, different program parameter (the first is at line 4 column 9)
# why: NV_vertex_program2 2.14.1.8: one unique program parameter per instruction
---
!!VP1.1
MOV o[HPOS], v[OPOS];
ARL A0.x, v[1].x;
ADD R0, c[A0.x+1], c[A0.x+2];
END
