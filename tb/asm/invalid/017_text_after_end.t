# expect: 4:1 34 unexpected 'MOV' after END (only comments may follow)
# why: NV_vertex_program2 2.14.1.8: nothing but white space and comments may follow END
---
!!VP1.0
MOV o[HPOS], v[OPOS];
END
MOV o[COL0], v[COL0];
