# expect: 2:1 8 unknown instruction 'top'
# why: NV_vertex_program2 2.14.1.8: a label definition needs ":"
---
!!VP2.0
top
MOV o[HPOS], v[0];
END
