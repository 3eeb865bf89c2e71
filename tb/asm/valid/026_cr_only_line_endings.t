# expect: ok
# why: NV_vertex_program2 2.14.1.8: a carriage return ends a comment
---
!!VP1.0# commentMOV o[HPOS], v[0];# anotherEND