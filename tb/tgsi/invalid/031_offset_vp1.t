# expect: token 13: MOV: relative offset -65 outside -64..63
# why: VP1 relative offsets are -64..63
00000101  #   0 VERSION 1.1
00000f02  #   1 HEADER HeaderSize 2 BodySize 15
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000000  #   4 data 0
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
00006020  #   9 DCL ADDR
00000000  #  10 range 0..0
00001020  #  11 DCL CONST
005f0000  #  12 range 0..95
01401042  #  13 INSTRUCTION MOV
000000f3  #  14 dst OUT[0].xyzw
7fdfae41  #  15 src CONST[-65]
00000e46  #  16 indirect through ADDR[0].x
00075012  #  17 INSTRUCTION END
