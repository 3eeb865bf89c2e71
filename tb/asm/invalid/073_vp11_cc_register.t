# expect: 3:5 34 the CC register requires !!VP2.0 (this is a !!VP1.1 program)
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; CC is <vp2-nullRegister>
---
!!VP1.1
MOV o[HPOS], v[OPOS];
MOV CC, v[0];
END
