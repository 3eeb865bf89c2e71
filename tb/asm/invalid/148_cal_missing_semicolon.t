# expect: 4:1 38 expected ';' at the end of the instruction, found 'sub'
# why: NV_vertex_program2 2.14.1.8: <programTextItem> ::= <instruction> ";"
---
!!VP2.0
MOV o[HPOS], v[OPOS];
CAL sub
sub:
RET;
END
