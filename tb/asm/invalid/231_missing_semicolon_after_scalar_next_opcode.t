# expect: 4:1 47 expected ';' at the end of the instruction, found 'MUL'
# why: NV_vertex_program2 2.14.1.8: ";" ends every instruction; the message should say the ";" is missing
---
!!VP1.0
MOV o[HPOS], v[OPOS];
RCP R0.w, v[0].x
MUL o[COL0], R0.w, v[3];
END
