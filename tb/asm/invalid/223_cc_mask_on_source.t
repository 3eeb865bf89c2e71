# expect: 2:19 26 expected ';' at the end of the instruction, found '('
# why: NV_vertex_program2 2.14.1.8: only destinations and branches carry a CC mask
---
!!VP2.0
MOV o[HPOS], v[0] (EQ);
END
