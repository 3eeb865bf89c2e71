# expect: 2:16 23 expected '[' after 'c'
# why: NV_vertex_program2 2.14.1.8: "c" "["
---
!!VP1.0
MOV o[HPOS], c 0];
END
