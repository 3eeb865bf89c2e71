# expect: 3:15 44 scalar operand needs a component suffix (.x, .y, .z or .w), found ';'
# why: NV_vertex_program 2.14.1.7: <ARL-instruction> ::= "ARL" <addrReg> "," <scalarSrcReg>
---
!!VP1.0
MOV o[HPOS], v[OPOS];
ARL A0.x, v[0];
END
