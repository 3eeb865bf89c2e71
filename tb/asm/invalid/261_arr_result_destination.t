# expect: 3:5 34 expected an address register (A0 or A1), found 'o'
# why: NV_vertex_program2 2.14.1.8: ARR writes an address register
---
!!VP2.0
MOV o[HPOS], v[OPOS];
ARR o[HPOS], v[0];
END
