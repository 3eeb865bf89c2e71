# expect: 3:5 34 expected a label name, found ';'
# why: NV_vertex_program2 2.14.1.8: <vp2-BRA-instruction> ::= <vp2-BRANCHop> <vp2-branchLabel> ...
---
!!VP2.0
MOV o[HPOS], v[OPOS];
BRA ;
END
