# expect: 3:1 30 DPH requires !!VP1.1 or !!VP2.0 (this is a !!VP1.0 program)
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs (the same program loads as !!VP1.1: see valid/vp11_new_opcodes)
---
!!VP1.0
MOV o[HPOS], v[OPOS];
DPH R0, v[0], c[0];
SUB R1, R0, c[1];
ABS R2, R1;
RCC R3, R2.x;
END
