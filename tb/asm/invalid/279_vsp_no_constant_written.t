# expect: 4:1 47 a vertex state program must write at least one program parameter c[]
# why: NV_vertex_program2 2.14.5: "fails to load if it does not write at least one program parameter register" (position = len)
---
!!VSP1.0
MOV R0, v[0];
DP4 R1.x, R0, c[4];
END
