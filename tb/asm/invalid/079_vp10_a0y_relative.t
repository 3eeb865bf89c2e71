# expect: 4:14 61 A0.y requires !!VP2.0 (a !!VP1.0 program uses A0.x only)
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; y, z, w are <vp2-addrRegisterComp>
---
!!VP1.0
MOV o[HPOS], v[OPOS];
ARL A0.x, v[0].x;
MOV R0, c[A0.y];
END
