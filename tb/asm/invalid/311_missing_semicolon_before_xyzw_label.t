# expect: 3:1 28 expected ';' at the end of the instruction, found 'w'
# why: NV_vertex_program2 2.14.1.8: <programTextItem> ::= <instruction> ";" | <vp2-instructionLabel>; 'w' followed by ':' is a label, not more swizzle letters
---
!!VP2.0
MOV o[HPOS], v[0].x
w:
END
