# expect: 3:1 30 expected an instruction, found ';'
# why: NV_vertex_program2 2.14.1.8: <programTextItem> ::= <instruction> ";": a lone ";" is no instruction
---
!!VP1.0
MOV o[HPOS], v[OPOS];
;
END
