# expect: 3:8 37 write mask has more than 4 components
# why: NV_vertex_program2 2.14.1.8: at most four components
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV R0.xyzwx, v[0];
END
