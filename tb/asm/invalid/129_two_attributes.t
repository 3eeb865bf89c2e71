# expect: 3:15 44 instruction reads a second, different vertex attribute (the first is at line 3 column 9)
# why: NV_vertex_program2 2.14.1.8: "fails to load if any instruction sources more than one unique vertex attribute register"
---
!!VP1.0
MOV o[HPOS], v[OPOS];
ADD R0, v[1], v[2];
END
