# expect: 3:9 38 expected a condition rule (EQ, GE, GT, LE, LT, NE, TR, FL), found 'eq'
# why: NV_vertex_program2 2.14.1.8: rules are case-sensitive
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV R0 (eq), v[0];
END
