# expect: ok
# why: docs/assembler.md Pairing: '+' in !!VP1.0; ARL pairs
---
!!VP1.0
ARL A0.x, v[1].x;
+ EXP R1, v[1].y;
MOV o[HPOS], c[A0.x+1];
+ LOG R2.xy, c[A0.x+1].w;
END
