# expect: 2:14 21 expected a source register (R0-R11, c[...], v[...]), found 'c0'
# why: NV_vertex_program2 2.14.1.8: "c0" is one identifier, not c[0]
---
!!VP1.0
MOV o[HPOS], c0;
END
