# expect: 3:7 36 expected ',' between operands, found '['
# why: NV_vertex_program2 2.14.1.8: the CC mask uses parentheses
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV R0[EQ], v[0];
END
