# expect: 3:3 29 expected an instruction after '+', found 'END'
# why: docs/assembler.md Pairing: '+' is followed by an instruction
---
!!VP2.0
MOV o[HPOS], v[1];
+ END
