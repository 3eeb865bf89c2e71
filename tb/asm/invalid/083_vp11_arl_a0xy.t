# expect: 3:8 37 a !!VP1.1 program can write only A0.x
# why: NV_vertex_program 2.14.1.7: <addrReg> ::= "A0" "." "x" (multi-component masks are <vp2-addrWriteMask>)
---
!!VP1.1
MOV o[HPOS], v[OPOS];
ARL A0.xy, v[0].x;
END
