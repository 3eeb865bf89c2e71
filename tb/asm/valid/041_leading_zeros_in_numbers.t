# expect: ok
# why: NV_vertex_program2 2.14.1.8: "decimal integer": leading zeros allowed
---
!!VP1.0
MOV o[HPOS], c[007];
MOV R0, v[00];
END
