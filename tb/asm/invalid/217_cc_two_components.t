# expect: 3:12 41 swizzle must have 1 or 4 components, not 2
# why: NV_vertex_program2 2.14.1.8: the CC swizzle is a <swizzleSuffix>: 0, 1 or 4 components
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV R0 (EQ.xy), v[0];
END
