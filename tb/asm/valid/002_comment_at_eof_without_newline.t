# expect: ok
# why: NV_vertex_program2 2.14.1.8: a comment ends at the end of the program array
---
!!VP1.0
MOV o[HPOS], v[OPOS];
END # last