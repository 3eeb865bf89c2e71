# expect: 3:8 37 write mask components must be distinct and in xyzw order
# why: NV_vertex_program2 2.14.1.8: <vp2-addrWriteMask> lists components in xyzw order
---
!!VP2.0
MOV o[HPOS], v[OPOS];
ARL A0.wx, v[0];
END
