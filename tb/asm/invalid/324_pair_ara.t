# expect: 3:1 20 '+': the two instructions cannot share a word: ARA does not pair (the word's address-register select is its operand)
# why: docs/microcode.md: ARA does not pair (ARSEL is its operand)
---
!!VP2.0
ARA A0, A1;
+ RSQ R2.x, v[1].x;
MOV o[HPOS], R0;
END
