# expect: 4:7 39 expected ';' at the end of the instruction, found 'EQ'
# why: NV_vertex_program2 2.14.1.8: <vp2-branchCondition> ::= <optionalCCMask>
---
!!VP2.0
l:
MOV o[HPOS], v[OPOS];
BRA l EQ;
END
