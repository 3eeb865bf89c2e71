# expect: 3:11 40 A1 requires !!VP2.0 (a !!VP1.0 program has only A0)
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; A1 is <vp2-addrRegister>
---
!!VP1.0
MOV o[HPOS], v[OPOS];
MOV R0, c[A1.x];
END
