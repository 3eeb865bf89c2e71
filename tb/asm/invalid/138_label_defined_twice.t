# expect: 4:1 37 label 'again' is already defined at line 2
# why: NV_vertex_program2 2.14.1.8: a label names one instruction (assembler rule: a name may be defined once)
---
!!VP2.0
again:
MOV o[HPOS], v[OPOS];
again:
RET;
END
