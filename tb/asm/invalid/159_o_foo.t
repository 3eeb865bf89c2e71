# expect: 3:7 36 unknown vertex result register 'FOO'
# why: NV_vertex_program2 2.14.1.8: <vtxResultRegName> lists HPOS, COL0, ...
---
!!VP1.0
MOV o[HPOS], v[OPOS];
MOV o[FOO], v[0];
END
