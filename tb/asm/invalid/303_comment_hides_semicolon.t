# expect: 3:1 30 expected ';' at the end of the instruction, found 'END'
# why: NV_vertex_program2 2.14.1.8: a comment runs to the end of the line, so the ";" inside it does not end the instruction
---
!!VP1.0
MOV o[HPOS], v[0] # ;
END
