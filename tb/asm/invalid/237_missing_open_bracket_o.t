# expect: 2:6 13 expected '[' after 'o'
# why: NV_vertex_program2 2.14.1.8: "o" "["
---
!!VP1.0
MOV o(HPOS), v[0];
END
