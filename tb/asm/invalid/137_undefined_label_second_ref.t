# expect: 5:5 88 label 'bottom' is not defined
# why: NV_vertex_program2 2.14.1.8: the first undefined reference is reported
---
!!VP2.0
top:
MOV o[HPOS], v[OPOS];
BRA top (EQ);
BRA bottom (NE);
CAL also_missing;
END
