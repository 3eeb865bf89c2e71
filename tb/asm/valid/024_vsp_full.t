# expect: ok
# why: NV_vertex_program2 2.14.5: writes c[], reads v[0] and relative c[] sources
---
!!VSP1.0
# normalise c[4]
ARL A0.x, v[0].x;
DP3 R0.w, c[A0.x+4], c[A0.x+4];
RSQ R0.w, R0.w;
MUL c[4].xyz, c[A0.x+4], R0.w;
MOV c[95], -v[0];
MOV R11, c[A0.x-64];
END
