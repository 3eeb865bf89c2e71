# expect: 2:15 22 expected '[' after 'c'
# why: NV_vertex_program2 2.14.1.8: "c" alone is no register
---
!!VP1.0
MOV o[HPOS], c;
END
