# expect: 3:1 22 '+': the two instructions cannot share a word: they read v[1] and v[2] (a word reads one v[])
# why: docs/microcode.md: one attribute index per word: the two halves read at most one v[] between them
---
!!VP1.0
MOV R1, v[1];
+ RSQ R2.x, v[2].x;
MOV o[HPOS], R0;
END
