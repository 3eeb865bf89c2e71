# expect: ok
# why: NV_vertex_program2 2.14.5
---
!!VSP1.0
MOV c[0], v[0];
END
