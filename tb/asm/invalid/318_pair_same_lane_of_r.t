# expect: 3:1 22 '+': the two instructions cannot share a word: both write lane .x of the temporaries (R1 and R2; a word writes each lane of a register file once)
# why: docs/microcode.md: two halves writing the R file write disjoint lanes, even of different registers
---
!!VP1.0
MOV R1, v[1];
+ RSQ R2.x, v[1].x;
MOV o[HPOS], R0;
END
