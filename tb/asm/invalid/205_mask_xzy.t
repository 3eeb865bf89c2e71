# expect: 3:8 37 write mask components must be distinct and in xyzw order
# why: NV_vertex_program2 2.14.1.8: <optionalWriteMask> lists components in xyzw order
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV R0.xzy, v[0];
END
