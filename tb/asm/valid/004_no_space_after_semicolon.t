# expect: ok
# why: NV_vertex_program2 2.14.1.8: tokens need no white space between them
---
!!VP1.0
MOV o[HPOS],v[0];MOV o[COL0],v[3];DP4 R0.x,c[0],v[0];END