# expect: 2:5 13 R13 requires !!VP2.0 (a !!VSP1.0 program has R0-R11)
# why: NV_vertex_program2 2.14.5
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; R12-R15 are <vp2-tempRegister>
---
!!VSP1.0
MOV R13, v[0];
MOV c[0], R13;
END
