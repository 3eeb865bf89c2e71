# expect: 2:14 21 R16 does not exist (temporaries are R0-R15)
# why: NV_vertex_program2 2.14.1.8: temporaries are R0-R15 in VP2
---
!!VP2.0
MOV o[HPOS], R16;
END
