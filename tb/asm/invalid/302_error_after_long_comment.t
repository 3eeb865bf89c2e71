# expect: 4:13 245 expected ';' at the end of the instruction, found ','
# why: NV_vertex_program2 2.14.1.8: comments are white space up to the end of the line
---
!!VP1.0
# xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
MOV o[HPOS], v[OPOS];
MOV R0, v[0], v[1];
END
