# expect: 4:1 41 unexpected 'x' after END (only comments may follow)
# why: NV_vertex_program2 2.14.1.8: text on a line after a comment after END
---
!!VP1.0
MOV o[HPOS], v[OPOS];
END # done
x
