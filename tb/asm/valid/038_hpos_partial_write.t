# expect: ok
# why: NV_vertex_program2 2.14.1.8: "at least one component of the HPOS register"
---
!!VP1.0
MOV o[HPOS].w, v[0];
END
