# expect: 4:9 56 address registers can be read only inside c[...] (or by ARA)
# why: NV_vertex_program2 2.14.1.8: <srcRegister> does not include A0
---
!!VP1.0
MOV o[HPOS], v[OPOS];
ARL A0.x, v[1].x;
MOV R0, A0.x;
END
