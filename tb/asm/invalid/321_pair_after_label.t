# expect: 3:4 29 '+' cannot follow a label (the label would point into the middle of a word)
# why: docs/assembler.md Pairing: a label names a word; it cannot stand between the halves of one
---
!!VP2.0
MOV R1.yzw, v[1];
l: + RSQ R2.x, v[1].x;
MOV o[HPOS], R0;
END
