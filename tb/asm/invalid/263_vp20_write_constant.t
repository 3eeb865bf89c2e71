# expect: 3:5 34 only vertex state programs (!!VSP1.0) can write program parameters c[]
# why: NV_vertex_program2 2.14.5: only vertex state programs write program parameters
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV c[0], v[0];
END
