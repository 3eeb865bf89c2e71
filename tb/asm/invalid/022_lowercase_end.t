# expect: 3:1 30 unknown instruction 'end' (opcodes are upper case)
# why: NV_vertex_program2 2.14.1.8: "END" is case-sensitive; "end" is parsed as an instruction
---
!!VP1.0
MOV o[HPOS], v[OPOS];
end
