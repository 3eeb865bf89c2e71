# expect: 3:1 18 '+': the two instructions cannot share a word: BRA does not pair (flow control)
# why: docs/microcode.md: BRA/CAL/RET do not pair
---
!!VP2.0
l: BRA l;
+ RSQ R2.x, v[1].x;
MOV o[HPOS], R0;
END
