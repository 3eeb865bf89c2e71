# expect: 3:7 36 unknown vertex result register '1'
# why: NV_vertex_program2 2.14.1.8: result registers are named, not numbered
---
!!VP1.0
MOV o[HPOS], v[OPOS];
MOV o[1], v[0];
END
