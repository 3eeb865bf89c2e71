# expect: 3:16 45 scalar operand takes exactly one component, not 2
# why: NV_vertex_program 2.14.1.7: ARL takes a scalar source in VP1
---
!!VP1.1
MOV o[HPOS], v[OPOS];
ARL A0.x, v[0].xy;
END
