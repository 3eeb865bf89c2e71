# expect: 2:7 15 vertex state programs write c[] with absolute addresses only
# why: NV_vertex_program2 2.14.5: <absProgParamReg> needs a number
---
!!VSP1.0
MOV c[], v[0];
END
