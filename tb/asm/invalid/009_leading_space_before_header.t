# expect: 1:1 0 program must begin with !!VP1.0, !!VP1.1, !!VP2.0 or !!VSP1.0
# why: NV_vertex_program2 2.14.1.8: the program is "!!VP1.0" ...
# why: assembler decision (vpasm.c): the header must be the first bytes of the text
---
 !!VP1.0
MOV o[HPOS], v[OPOS];
END
