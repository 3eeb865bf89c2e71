# expect: ok
# why: NV_vertex_program2 2.14.1.8: <vp2-branchLabel> ::= <identifier>; opcode names are not reserved
---
!!VP2.0
MOV:
MOV o[HPOS], v[OPOS];
BRA MOV (FL);
RET:
BRA RET (FL);
END
