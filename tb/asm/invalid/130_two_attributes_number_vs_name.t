# expect: 3:15 44 instruction reads a second, different vertex attribute (the first is at line 3 column 9)
# why: NV_vertex_program2 2.14.1.8: v[0] and v[NRML] (= v[2]) differ
---
!!VP1.0
MOV o[HPOS], v[OPOS];
DP3 R0, v[0], v[NRML];
END
