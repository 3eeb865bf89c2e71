# expect: ok
# why: NV_vertex_program2 2.14.1.8: <identifier> has no length limit
---
!!VP2.0
BRA aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa (FL);
aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa:
MOV o[HPOS], v[OPOS];
END
