# expect: ok
# why: NV_vertex_program2 2.14.1.8: carriage returns are white space
---
!!VP2.0
MOV o[HPOS], v[0];
# comment
END
