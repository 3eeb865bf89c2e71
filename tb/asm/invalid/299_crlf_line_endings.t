# expect: 3:15 43 instruction reads a second, different program parameter (the first is at line 3 column 9)
# why: NV_vertex_program2 2.14.1.8: carriage returns are white space; CRLF counts as one line
---
!!VP1.0
MOV o[HPOS], v[0];
ADD R0, c[0], c[1];
END
