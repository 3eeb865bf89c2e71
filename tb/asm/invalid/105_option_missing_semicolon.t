# expect: 3:1 37 expected ';' after the option, found 'MOV'
# why: NV_vertex_program2 2.14.1.8: <option> ::= "OPTION" <vp2-option> ";"
---
!!VP2.0
OPTION NV_position_invariant
MOV o[COL0], v[COL0];
END
