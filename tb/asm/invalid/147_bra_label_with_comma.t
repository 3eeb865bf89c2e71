# expect: 4:6 38 expected ';' at the end of the instruction, found ','
# why: NV_vertex_program2 2.14.1.8: BRA takes a label and an optional condition, no comma
---
!!VP2.0
l:
MOV o[HPOS], v[OPOS];
BRA l, (EQ);
END
