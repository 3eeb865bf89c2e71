# expect: 4:16 71 position-invariant !!VP1.1 programs cannot use relative addressing
# why: NV_vertex_program2 2.14.6.1: "Any position-invariant VP1.1 program [that] matches the grammar rule <relProgParamReg>, will fail to load"
# why: note: NV_vertex_program1_1 2.14.B keeps c[A0.x] in its replacement rule; vpasm follows the newer NV_vertex_program2 text
---
!!VP1.1
OPTION NV_position_invariant;
ARL A0.x, v[1].x;
MOV o[COL0], c[A0.x];
END
