# expect: 3:1 28 '+': the two instructions cannot share a word: MAD reads three sources (the special-function half owns source 2)
# why: docs/assembler.md Pairing: the vector half reads sources 0 and 1 only (source 2 is the special-function half's)
---
!!VP1.0
MAD R1, R0, R0, R0;
+ RSQ R2.x, R0.x;
MOV o[HPOS], R0;
END
