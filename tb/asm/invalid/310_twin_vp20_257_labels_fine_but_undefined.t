# expect: 4:5 49 label 'lop' is not defined
# why: NV_vertex_program2 2.14.1.8: defined labels do not satisfy a misspelt reference
---
!!VP2.0
loop:
MOV o[HPOS], v[OPOS];
BRA lop;
END
