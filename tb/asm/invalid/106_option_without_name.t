# expect: 2:8 15 unknown option ';' (the only option is NV_position_invariant)
# why: NV_vertex_program2 2.14.1.8: <option> ::= "OPTION" <vp2-option> ";"
---
!!VP2.0
OPTION ;
MOV o[HPOS], v[OPOS];
END
