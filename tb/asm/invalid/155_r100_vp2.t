# expect: 2:5 12 expected a destination register, found 'R100'
# why: NV_vertex_program2 2.14.1.8: no R100
---
!!VP2.0
MOV R100, v[0];
MOV o[HPOS], v[OPOS];
END
