# expect: ok
# why: NV_vertex_program2 2.14.1.8: C-suffixed forms
---
!!VP2.0
MOVC o[HPOS], v[0];
LITC R0, v[1];
RCPC R1.x, v[1].y;
MADC R2, v[1], c[0], R1;
DPHC R3.x, v[1], c[0];
SUBC R4, v[1], c[0];
RCCC R5.x, v[1].x;
ARAC A0, A0;
SSGC R6, v[1];
END
