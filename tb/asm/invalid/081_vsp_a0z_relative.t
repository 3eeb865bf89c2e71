# expect: 2:16 24 A0.z requires !!VP2.0 (a !!VSP1.0 program uses A0.x only)
# why: NV_vertex_program2 2.14.5
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; <vp2-addrRegisterComp>
---
!!VSP1.0
MOV c[0], c[A0.z];
END
