# expect: 3:9 38 expected a condition rule (EQ, GE, GT, LE, LT, NE, TR, FL), found ')'
# why: NV_vertex_program2 2.14.1.8: <vp2-ccMask> ::= "(" <vp2-ccMaskRule> <swizzleSuffix> ")"
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV R0 (), v[0];
END
