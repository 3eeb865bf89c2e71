# expect: 4:1 46 '+': the instruction before is paired already (a word holds two instructions)
# why: docs/assembler.md Pairing: a word holds two instructions
---
!!VP2.0
MOV R1.yzw, v[1];
+ RSQ R2.x, v[1].x;
+ RCP R3.x, v[1].x;
MOV o[HPOS], R0;
END
