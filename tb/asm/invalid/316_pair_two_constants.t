# expect: 3:1 22 '+': the two instructions cannot share a word: they read two different program parameters c[] (a word reads one c[])
# why: docs/microcode.md: one constant address per word: the two halves read at most one c[] between them
---
!!VP1.0
MOV R1, c[1];
+ RSQ R2.x, c[2].x;
MOV o[HPOS], R0;
END
