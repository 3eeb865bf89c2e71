# expect: 2:13 20 write mask components must be distinct and in xyzw order
# why: NV_vertex_program2 2.14.1.8: <optionalWriteMask>: each component once
---
!!VP1.0
MOV o[HPOS].xx, v[0];
END
