# expect: 2:19 27 vertex state programs can read only v[0]
# why: NV_vertex_program2 2.14.5: only v[0] (MOV c[0], v[0] alone loads)
---
!!VSP1.0
ADD c[0], v[0], v[1];
END
