# expect: 2:14 21 expected a source register (R0-R11, c[...], v[...]), found 'r0'
# why: NV_vertex_program2 2.14.1.8: register names are case-sensitive
---
!!VP1.0
MOV o[HPOS], r0;
END
