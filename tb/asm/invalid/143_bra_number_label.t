# expect: 3:5 34 expected a label name, found '10'
# why: NV_vertex_program2 2.14.1.8: <vp2-branchLabel> ::= <identifier>, which starts with a letter
---
!!VP2.0
MOV o[HPOS], v[OPOS];
BRA 10;
END
