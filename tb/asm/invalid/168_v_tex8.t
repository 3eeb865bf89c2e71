# expect: 2:16 23 unknown vertex attribute 'TEX8'
# why: NV_vertex_program2 2.14.1.8: TEX0-TEX7 only
---
!!VP1.0
MOV o[HPOS], v[TEX8];
END
