# expect: 2:14 21 expected a source register (R0-R11, c[...], v[...]), found 'R'
# why: NV_vertex_program2 2.14.1.8: "R" alone is no register
---
!!VP1.0
MOV o[HPOS], R 0;
END
