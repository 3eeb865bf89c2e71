# expect: 3:17 46 swizzle must have 1 or 4 components, not 2
# why: NV_vertex_program2 2.14.1.8: <vp2-ARL-instruction> takes a <vectorSrc>: 0, 1 or 4 components
---
!!VP2.0
MOV o[HPOS], v[OPOS];
ARL A0.xy, v[0].xy;
END
