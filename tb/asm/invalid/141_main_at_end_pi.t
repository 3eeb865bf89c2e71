# expect: 4:1 73 label 'main' must be followed by an instruction
# why: assembler decision: main must be followed by an instruction (position = len)
---
!!VP2.0
OPTION NV_position_invariant;
MOV o[COL0], v[3];
main:
END # end
