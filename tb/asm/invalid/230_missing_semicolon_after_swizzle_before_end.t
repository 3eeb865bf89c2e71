# expect: 3:1 31 expected ';' at the end of the instruction, found 'END'
# why: NV_vertex_program2 2.14.1.8: ";" ends every instruction; the message should say the ";" is missing
---
!!VP1.0
MOV o[HPOS], v[0].xyzw
END
