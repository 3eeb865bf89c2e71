# expect: 2:5 12 R100 does not exist (temporaries are R0-R15)
# why: NV_vertex_program2 2.14.1.8: no R100
---
!!VP2.0
MOV R100, v[0];
MOV o[HPOS], v[OPOS];
END
