# expect: ok
# why: docs/assembler.md Pairing: '+' in every environment, either half first, o[] and R, the shared v[] and c[] (relative too), a pair last, a label before a pair
---
!!VP2.0
l: MOV o[HPOS].xyz, c[A1.w+3];
+ RSQ o[HPOS].w, |c[A1.w+3].x|;
LG2 R1.x, v[2].y; + DP4C CC.x (GT.y), v[2], R1;
BRA l (LT.x);
MUL R0.xy, v[0], v[0];
+ LIT R0.zw, R3;
END
