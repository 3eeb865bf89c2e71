# expect: 3:9 38 expected an address register (A0 or A1), found 'R0'
# why: NV_vertex_program2 2.14.1.8: ARA reads an address register
---
!!VP2.0
MOV o[HPOS], v[OPOS];
ARA A0, R0;
END
