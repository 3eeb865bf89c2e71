# expect: 3:8 37 a !!VP1.0 program can write only A0.x
# why: NV_vertex_program 2.14.1.7: <addrReg> ::= "A0" "." "x"
---
!!VP1.0
MOV o[HPOS], v[OPOS];
ARL A0.y, v[0].x;
END
