# expect: 3:10 39 expected a source register (R0-R11, c[...], v[...]), found '-'
# why: NV_vertex_program2 2.14.1.8: <optionalSign> is at most one sign
---
!!VP1.0
MOV o[HPOS], v[OPOS];
MOV R0, --v[0];
END
