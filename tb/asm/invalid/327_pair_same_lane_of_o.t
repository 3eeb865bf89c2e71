# expect: 3:1 31 '+': the two instructions cannot share a word: both write lane .y of the results (o[COL0] and o[HPOS]; a word writes each lane of a register file once)
# why: docs/microcode.md: two halves writing o[] write disjoint lanes, even of different results
---
!!VP2.0
MOV o[COL0].yzw, v[1];
+ RSQ o[HPOS].xy, v[1].x;
END
