# expect: 3:5 34 A1 requires !!VP2.0 (a !!VP1.1 program has only A0)
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; A1 is <vp2-addrRegister>
---
!!VP1.1
MOV o[HPOS], v[OPOS];
ARL A1.x, v[0].x;
END
