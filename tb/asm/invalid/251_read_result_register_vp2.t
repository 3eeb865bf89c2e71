# expect: 3:20 49 vertex result registers o[] cannot be read
# why: NV_vertex_program2 2.14.1.8: o[] is a destination only
---
!!VP2.0
MOV o[HPOS], v[OPOS];
ADD o[COL0], v[3], o[COL0];
END
