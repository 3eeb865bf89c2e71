# expect: 3:13 42 expected ')' to close the condition-code mask, found ','
# why: NV_vertex_program2 2.14.1.8: <vp2-ccMask> ends with ")"
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV R0 (EQ.x, v[0];
END
