# expect: ok
# why: NV_vertex_program2 2.14.1.8: labels are identifiers; names made of x, y, z, w are labels too
---
!!VP2.0
BRA xyzw (FL);
MOV o[HPOS], v[0].x;
xyzw:
w:
MOV R0.xy, v[0].w;
BRA w (EQ.x);
END
