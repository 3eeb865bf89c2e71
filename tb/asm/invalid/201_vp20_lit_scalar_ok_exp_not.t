# expect: 4:13 56 scalar operand needs a component suffix (.x, .y, .z or .w), found ';'
# why: NV_vertex_program2 2.14.1.8: EXP is a SCALARop
---
!!VP2.0
MOV o[HPOS], v[OPOS];
LIT R0, v[0];
EXP R1, v[0];
END
