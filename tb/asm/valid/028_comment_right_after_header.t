# expect: ok
# why: NV_vertex_program2 2.14.1.8: a comment may follow the header directly
---
!!VP1.0# header comment
MOV o[HPOS], v[OPOS];
END
