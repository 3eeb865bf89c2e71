# expect: 3:5 34 R15 requires !!VP2.0 (a !!VP1.1 program has R0-R11)
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; R12-R15 are <vp2-tempRegister>
---
!!VP1.1
MOV o[HPOS], v[OPOS];
MOV R15, v[0];
END
