# expect: ok
# why: NV_vertex_program2 2.14.2.2/2.14.3.4: ARL applies all masking operations
# why: assembler decision: the CC mask is accepted on address writes (the grammar omits it)
---
!!VP2.0
MOVC CC, v[1];
ARL A0.xy (GT.x), v[1];
ARLC A1 (EQ), v[2];
ARA A0.zw (NE.xyzw), A1;
MOV o[HPOS], c[A0.y+1];
END
