# expect: 2:16 23 expected an address register (A0), found '-'
# why: NV_vertex_program2 2.14.1.8: <progParamRegNum> is a non-negative decimal integer
---
!!VP1.0
MOV o[HPOS], c[-1];
END
