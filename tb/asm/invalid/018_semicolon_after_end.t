# expect: 3:4 33 unexpected ';' after END (only comments may follow)
# why: NV_vertex_program2 2.14.1.8: END takes no ";"
---
!!VP1.0
MOV o[HPOS], v[OPOS];
END;
