# expect: ok
# why: NV_vertex_program1_1 2.14.A: DPH, SUB, ABS, RCC
---
!!VP1.1
MOV o[HPOS], v[OPOS];
DPH R0, v[0], c[0];
SUB R1, R0, c[1];
ABS R2, R1;
RCC R3, R2.x;
END
