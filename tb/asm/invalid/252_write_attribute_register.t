# expect: 3:5 34 vertex attribute registers v[] cannot be written
# why: NV_vertex_program2 2.14.1.8: <dstRegister> is o[], R (or CC); v[] cannot be written
---
!!VP1.0
MOV o[HPOS], v[OPOS];
MOV v[0], R0;
END
