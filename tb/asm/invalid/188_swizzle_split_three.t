# expect: 2:19 26 swizzle must have 1 or 4 components, not 3
# why: NV_vertex_program2 2.14.1.8: components may be separate tokens, but still 1 or 4 of them
---
!!VP1.0
MOV o[HPOS], v[0].x y z;
END
