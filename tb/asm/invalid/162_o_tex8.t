# expect: 3:7 36 unknown vertex result register 'TEX8'
# why: NV_vertex_program2 2.14.1.8: TEX0-TEX7 only
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV o[TEX8], v[0];
END
