# expect: 2:7 14 unknown vertex result register 'hpos'
# why: NV_vertex_program2 2.14.1.8: result register names are case-sensitive
---
!!VP1.0
MOV o[hpos], v[0];
END
