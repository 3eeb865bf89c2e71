# expect: ok
# why: NV_vertex_program2 2.14.1.8: MOVC CC, conditional BRA, CAL, RET, labels at the end
---
!!VP2.0
MOVC CC, v[1];
BRA out (LT.xyzw);
CAL sub (GE.w);
MOV o[HPOS], v[OPOS];
out:
RET;
sub:
MOV o[COL0], v[3];
RET (TR);
end_label:
END
