# expect: 3:1 30 unknown instruction 'MOVCC'
# why: NV_vertex_program2 2.14.1.8: MOVCC is no opcode (one C suffix)
---
!!VP2.0
MOV o[HPOS], v[OPOS];
MOVCC R0, v[0];
END
