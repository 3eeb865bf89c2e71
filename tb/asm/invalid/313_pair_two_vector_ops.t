# expect: 3:1 20 '+': the two instructions cannot share a word: MOV and ADD are both vector operations (a word has one vector and one special-function operation)
# why: docs/assembler.md Pairing: a word has one vector and one special-function operation
---
!!VP1.0
MOV R1, R0;
+ ADD R2, R0, R1;
MOV o[HPOS], R0;
END
