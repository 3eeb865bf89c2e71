# expect: 4:1 46 the program never writes o[HPOS]
# why: NV_vertex_program2 2.14.1.8: HPOS must be written; writing o[HPOS] into CC-null does not count
---
!!VP2.0
MOVC CC, v[0];
MOV o[COL0], v[3];
END
