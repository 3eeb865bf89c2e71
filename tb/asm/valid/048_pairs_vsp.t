# expect: ok
# why: docs/assembler.md Pairing: '+' in !!VSP1.0
---
!!VSP1.0
MUL c[3], v[0], c[1];
+ RCP R1.x, c[1].w;
END
