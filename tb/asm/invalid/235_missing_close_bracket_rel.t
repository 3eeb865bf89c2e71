# expect: 3:17 46 expected ']' to close the relative address, found ';'
# why: NV_vertex_program2 2.14.1.8: <relProgParamReg> ends with "]"
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOV R0, c[A0.x+3;
END
