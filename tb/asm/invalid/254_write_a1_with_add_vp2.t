# expect: 3:5 34 address registers are written only by ARL, ARR and ARA
# why: NV_vertex_program2 2.14.1.8: address registers are written only by ARL, ARR and ARA
---
!!VP2.0
MOV o[HPOS], v[OPOS];
ADD A1, v[0], v[0];
END
