# expect: 3:14 43 relative addressing uses one address component, not 2
# why: NV_vertex_program2 2.14.1.8: <scalarAddr> takes one component
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV R0, c[A0.xy];
END
