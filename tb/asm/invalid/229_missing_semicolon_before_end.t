# expect: 3:1 26 expected ';' at the end of the instruction, found 'END'
# why: NV_vertex_program2 2.14.1.8: ";" ends every instruction, also the last
---
!!VP1.0
MOV o[HPOS], v[0]
END
