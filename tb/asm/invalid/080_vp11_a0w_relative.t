# expect: 3:14 43 A0.w requires !!VP2.0 (a !!VP1.1 program uses A0.x only)
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; y, z, w are <vp2-addrRegisterComp>
---
!!VP1.1
MOV o[HPOS], v[OPOS];
MOV R0, c[A0.w+1];
END
