# expect: 3:9 38 expected a condition rule (EQ, GE, GT, LE, LT, NE, TR, FL), found 'TRUE'
# why: NV_vertex_program2 2.14.1.8: TR, not TRUE
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV R0 (TRUE), v[0];
END
