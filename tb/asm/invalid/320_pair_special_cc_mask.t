# expect: 3:1 26 '+': the two instructions cannot share a word: RSQ: the special-function half cannot have a condition-code mask
# why: docs/microcode.md: the special-function half writes unconditionally (no CC mask)
---
!!VP2.0
MOV R1.yzw, v[1];
+ RSQ R2.x (GT), v[1].x;
MOV o[HPOS], R0;
END
