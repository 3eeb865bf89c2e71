# expect: 3:8 37 write mask components must be distinct and in xyzw order
# why: NV_vertex_program2 2.14.1.8: order counts also when split by white space
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV R0.x w z, v[0];
END
