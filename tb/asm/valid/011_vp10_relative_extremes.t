# expect: ok
# why: NV_vertex_program2 2.14.1.8: VP1 offsets +63 and -64
---
!!VP1.0
ARL A0.x, v[1].x;
MOV o[HPOS], c[A0.x+63];
MOV R0, c[A0.x-64];
MOV R1, c[A0.x];
MOV R2, c[95];
END
