# expect: ok
# why: NV_vertex_program2 2.14.1.8 2.14.2.3: labels "can be used in instructions before being defined"
---
!!VP2.0
BRA skip (EQ.x);
CAL sub;
skip:
MOV o[HPOS], v[OPOS];
RET;
sub:
MOV o[COL0], v[3];
RET;
END
