# expect: ok
# why: NV_vertex_program2 2.14.1.8: every scalar op with a scalar suffix
---
!!VP2.0
MOV o[HPOS], v[OPOS];
EXP R0.x, v[1].w;
LOG R0.x, v[1].w;
RCP R0.x, v[1].w;
RSQ R0.x, v[1].w;
RCC R0.x, v[1].w;
COS R0.x, v[1].w;
SIN R0.x, v[1].w;
EX2 R0.x, v[1].w;
LG2 R0.x, v[1].w;
END
