# expect: 3:9 38 'q' is not a component (x, y, z, w)
# why: NV_vertex_program2 2.14.1.8: <component> letters only
---
!!VP1.0
MOV o[HPOS], v[OPOS];
MOV R0.xq, v[0];
END
