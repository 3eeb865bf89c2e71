# expect: 2:14 21 R12 requires !!VP2.0 (a !!VP1.0 program has R0-R11)
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; R12-R15 are <vp2-tempRegister>
---
!!VP1.0
MOV o[HPOS], R12;
END
