# expect: 2:19 26 swizzle must have 1 or 4 components, not 6
# why: NV_vertex_program2 2.14.1.8: <swizzleSuffix> has 0, 1 or 4 components; the message should count what is written
---
!!VP1.1
MOV o[HPOS], v[0].xyzwxy;
END
