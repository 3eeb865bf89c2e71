# expect: 3:1 23 '+': the two instructions cannot share a word: RCP: the special-function half writes only R or o[]
# why: docs/microcode.md: the special-function half writes R or o[] only
---
!!VSP1.0
MOV R0, v[0];
+ RCP c[1].x, v[0].x;
END
