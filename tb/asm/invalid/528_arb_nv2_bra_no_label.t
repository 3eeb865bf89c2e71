# expect: 4:5 80 expected a label, found '('
# why: NV_vertex_program2_option grammar: BRA <branchLabel>
---
!!ARBvp1.0
OPTION NV_vertex_program2;
MOV result.position, vertex.position;
BRA (GT.x);
END
