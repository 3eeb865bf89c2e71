# expect: 3:9 38 swizzle must have 1 or 4 components, not 3
# why: NV_vertex_program2 2.14.1.8: the CC swizzle is a <swizzleSuffix>
---
!!VP2.0
MOV o[HPOS], v[OPOS];
RET (NE.xyz);
END
