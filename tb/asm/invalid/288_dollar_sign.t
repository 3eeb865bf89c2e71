# expect: 3:1 30 invalid character '$' in program text
# why: NV_vertex_program2 2.14.1.8: "$" is no token
---
!!VP1.0
MOV o[HPOS], v[OPOS];
$MOV R0, v[0];
END
