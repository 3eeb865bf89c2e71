# expect: 3:1 26 expected ';' at the end of the instruction, found 'MOV'
# why: NV_vertex_program2 2.14.1.8: <programTextItem> ::= <instruction> ";"
---
!!VP1.0
MOV o[HPOS], v[0]
MOV o[COL0], v[3];
END
