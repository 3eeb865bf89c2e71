# expect: 4:9 45 R12 requires !!VP2.0 (a !!VP1.0 program has R0-R11)
# why: NV_vertex_program2 2.14.1.8: a lone carriage return ends a line (and a comment)
---
!!VP1.0# commentMOV o[HPOS], v[0];MOV R0, R12;END