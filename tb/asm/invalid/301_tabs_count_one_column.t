# expect: 3:10 37 vertex result registers o[] cannot be read
# why: NV_vertex_program2 2.14.1.8: tabs are white space (columns count bytes)
---
!!VP1.0
	MOV	o[HPOS],	v[0];
	MOV	R0,	o[COL0];
END
