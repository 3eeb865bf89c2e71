# expect: 2:1 8 '+' pairs an instruction with the one before it, and there is none
# why: docs/assembler.md Pairing: '+ INSTR;' shares the word of the instruction before it; there is none
---
!!VP1.0
+ RCP R1.x, R0.x;
MOV o[HPOS], R0;
END
