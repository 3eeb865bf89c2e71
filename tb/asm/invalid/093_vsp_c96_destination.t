# expect: 2:7 15 c[96] does not exist (a !!VSP1.0 program has c[0]-c[95])
# why: NV_vertex_program2 2.14.5: <dstReg> ::= <absProgParamReg>
# why: NV_vertex_program2 2.14.1.8: 0 to 95
---
!!VSP1.0
MOV c[96], v[0];
END
