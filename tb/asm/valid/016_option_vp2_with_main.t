# expect: ok
# why: NV_vertex_program2 2.14.6: position-invariant VP2 with main
---
!!VP2.0
OPTION NV_position_invariant;
sub:
MOV o[TEX0], v[8];
RET;
main:
MOV o[COL0], v[3];
CAL sub;
BRA main (FL);
END
