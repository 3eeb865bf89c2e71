# expect: ok
# why: NV_vertex_program2 2.14.1.8: <identifier>: names such as R0, c, x are not reserved for labels
---
!!VP2.0
R0:
c:
x:
MOV o[HPOS], v[OPOS];
BRA R0 (FL);
BRA c (FL);
BRA x (FL);
END
