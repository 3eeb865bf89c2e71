# expect: 3:9 38 expected a source register (R0-R15, c[...], v[...]), found 'CC'
# why: NV_vertex_program2 2.14.1.8: CC is <vp2-nullRegister>, a destination only
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV R0, CC;
END
