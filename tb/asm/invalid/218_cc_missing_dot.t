# expect: 3:12 41 expected ')' to close the condition-code mask, found 'x'
# why: NV_vertex_program2 2.14.1.8: <swizzleSuffix> starts with "."
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV R0 (EQ x), v[0];
END
