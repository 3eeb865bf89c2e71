# expect: 2:15 22 expected '[' after 'v'
# why: NV_vertex_program2 2.14.1.8: "v" alone is no register
---
!!VP1.0
MOV o[HPOS], v;
END
