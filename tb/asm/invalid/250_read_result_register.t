# expect: 3:9 38 vertex result registers o[] cannot be read
# why: NV_vertex_program2 2.14.1.8: <srcRegister> is v[], c[] or R; o[] cannot be read
---
!!VP1.0
MOV o[HPOS], v[OPOS];
MOV R0, o[HPOS];
END
