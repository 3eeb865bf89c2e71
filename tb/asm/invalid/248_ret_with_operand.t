# expect: 3:5 34 expected ';' at the end of the instruction, found 'R0'
# why: NV_vertex_program2 2.14.1.8: <vp2-RET-instruction> ::= "RET" <vp2-branchCondition>
---
!!VP2.0
MOV o[HPOS], v[OPOS];
RET R0;
END
