# expect: 3:1 24 '+': the two instructions cannot share a word: RCP and RSQ are both special-function operations (a word has one vector and one special-function operation)
# why: docs/assembler.md Pairing: a word has one vector and one special-function operation
---
!!VP1.0
RCP R1.x, R0.x;
+ RSQ R2.y, R0.x;
MOV o[HPOS], R0;
END
