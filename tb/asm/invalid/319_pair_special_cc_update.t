# expect: 3:1 22 '+': the two instructions cannot share a word: RSQC: the special-function half cannot update the condition code
# why: docs/microcode.md: the special-function half updates no condition code
---
!!VP2.0
MOV R1, v[1];
+ RSQC R2.x, v[1].x;
MOV o[HPOS], R0;
END
