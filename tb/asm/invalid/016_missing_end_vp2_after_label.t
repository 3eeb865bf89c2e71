# expect: 4:1 36 missing END at the end of the program
# why: NV_vertex_program2 2.14.1.8: END missing after a label
---
!!VP2.0
MOV o[HPOS], v[OPOS];
done:
