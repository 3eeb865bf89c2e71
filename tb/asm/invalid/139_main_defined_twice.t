# expect: 4:1 36 label 'main' is already defined at line 2
# why: NV_vertex_program2 2.14.1.8: label main defined twice
---
!!VP2.0
main:
MOV o[HPOS], v[OPOS];
main:
END
