# expect: 4:1 40 missing END at the end of the program
# why: NV_vertex_program2 2.14.1.8: a comment is white space; END still missing
---
!!VP1.0
MOV o[HPOS], v[OPOS];
# the end
