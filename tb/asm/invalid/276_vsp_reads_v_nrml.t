# expect: 3:17 45 vertex state programs can read only v[0]
# why: NV_vertex_program2 2.14.5: only v[0]
---
!!VSP1.0
DP3 R0, v[0], c[0];
MUL c[1], R0, v[NRML];
END
