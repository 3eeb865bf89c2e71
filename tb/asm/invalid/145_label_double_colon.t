# expect: 2:5 12 expected an instruction, found ':'
# why: NV_vertex_program2 2.14.1.8: <vp2-instructionLabel> ::= <vp2-branchLabel> ":"
---
!!VP2.0
top::
MOV o[HPOS], v[OPOS];
END
