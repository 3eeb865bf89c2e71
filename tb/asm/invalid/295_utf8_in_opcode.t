# expect: 2:1 8 unknown instruction 'M'
# why: NV_vertex_program2 2.14.1.8: non-ASCII letters are no part of an identifier ("M" is read, then the byte 0xc3)
---
!!VP1.0
MÖV o[HPOS], v[0];
END
