# expect: 3:5 34 address registers are written only by ARL
# why: NV_vertex_program2 2.14.1.8: A0 is written only by ARL (ARR, ARA in VP2)
---
!!VP1.0
MOV o[HPOS], v[OPOS];
MOV A0.x, v[0].x;
END
