# expect: 3:1 30 expected an instruction, found '1'
# why: NV_vertex_program2 2.14.1.8: <identifier> starts with a letter
---
!!VP2.0
MOV o[HPOS], v[OPOS];
1st:
END
