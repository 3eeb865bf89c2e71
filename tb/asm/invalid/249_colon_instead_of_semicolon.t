# expect: 2:18 25 expected ';' at the end of the instruction, found ':'
# why: NV_vertex_program2 2.14.1.8: instructions end with ";"
---
!!VP1.0
MOV o[HPOS], v[0]:
END
