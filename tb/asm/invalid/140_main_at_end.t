# expect: 3:1 40 label 'main' must be followed by an instruction
# why: NV_vertex_program2 2.14.1.8 2.14.2.3: execution begins with the instruction immediately following "main"
# why: assembler decision: main must be followed by an instruction (position = len)
---
!!VP2.0
MOV o[HPOS], v[OPOS];
main:
END
