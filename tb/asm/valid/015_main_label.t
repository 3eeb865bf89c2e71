# expect: ok
# why: NV_vertex_program2 2.14.1.8 2.14.2.3: execution begins after "main"
---
!!VP2.0
sub:
MOV o[COL0], v[3];
RET;
main:
MOV o[HPOS], v[OPOS];
CAL sub;
END
