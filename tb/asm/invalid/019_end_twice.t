# expect: 4:1 34 unexpected 'END' after END (only comments may follow)
# why: NV_vertex_program2 2.14.1.8: one END ends the program
---
!!VP1.0
MOV o[HPOS], v[OPOS];
END
END
