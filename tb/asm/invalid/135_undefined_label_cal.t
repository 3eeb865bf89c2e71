# expect: 3:5 67 label 'sub' is not defined
# why: NV_vertex_program2 2.14.1.8 2.14.2.3: undefined label (position = len)
---
!!VP2.0
MOV o[HPOS], v[OPOS];
CAL sub (EQ.x);
subroutine:
RET;
END
