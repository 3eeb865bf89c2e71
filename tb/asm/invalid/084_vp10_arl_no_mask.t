# expect: 3:7 36 ARL in a !!VP1.0 program writes A0.x: expected '.x'
# why: NV_vertex_program 2.14.1.7: <addrReg> ::= "A0" "." "x" (an empty mask is <vp2-addrWriteMask>)
---
!!VP1.0
MOV o[HPOS], v[OPOS];
ARL A0, v[0].x;
END
