# expect: 3:14 43 expected '|' to close the absolute value, found ';'
# why: NV_vertex_program2 2.14.1.8: <vp2-absVectorSrc> ::= <optionalSign> "|" <baseVectorSrc> "|"
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV R0, |v[0];
END
