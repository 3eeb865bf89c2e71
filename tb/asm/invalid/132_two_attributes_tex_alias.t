# expect: 3:18 47 instruction reads a second, different vertex attribute (the first is at line 3 column 9)
# why: NV_vertex_program2 2.14.1.8: v[TEX0] is v[8], not v[9]
---
!!VP1.0
MOV o[HPOS], v[OPOS];
ADD R0, v[TEX0], v[9];
END
