# expect: 3:1 30 missing END at the end of the program
# why: NV_vertex_program2 2.14.1.8: <vp1-program> ends with "END"
---
!!VP1.0
MOV o[HPOS], v[OPOS];
