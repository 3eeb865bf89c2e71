# expect: 3:5 29 the CC register requires !!VP2.0 (this is a !!VSP1.0 program)
# why: NV_vertex_program2 2.14.5
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; CC is <vp2-nullRegister>
---
!!VSP1.0
MOV c[0], v[0];
MOV CC, v[0];
END
