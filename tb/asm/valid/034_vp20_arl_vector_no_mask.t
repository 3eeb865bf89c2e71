# expect: ok
# why: NV_vertex_program2 2.14.1.8: <vp2-addrWriteMask> may be empty; ARL takes a <vectorSrc>
---
!!VP2.0
ARL A0, v[1];
ARR A1.xz, v[1].wzyx;
MOV o[HPOS], c[A0.z];
END
