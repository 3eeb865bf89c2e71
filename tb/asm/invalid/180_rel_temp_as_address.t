# expect: 3:11 40 expected an address register (A0 or A1), found 'R0'
# why: NV_vertex_program2 2.14.1.8: only A0/A1 address c[]
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV R0, c[R0.x];
END
