# expect: ok
# why: NV_vertex_program2 2.14.1.8: END may be the last byte
---
!!VP1.0
MOV o[HPOS], v[OPOS];
END