# expect: ok
# why: NV_vertex_program2 2.14.1.8: tabs are white space
---
!!VP1.1
	MOV	o[HPOS]	,	v[0]	;
	END	
