# expect: token 13: ARA reads a whole address register: no swizzle, sign or addressing
# why: ARA reads a whole address register
00000101  #   0 VERSION 1.1
00000f02  #   1 HEADER HeaderSize 2 BodySize 15
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000002  #   4 data 2
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
00006020  #   9 DCL ADDR
00010000  #  10 range 0..1
0143c032  #  11 INSTRUCTION ARA
00000036  #  12 dst ADDR[0].xy
00008e16  #  13 src ADDR[1].yxzw
01401032  #  14 INSTRUCTION MOV
000000f3  #  15 dst OUT[0].xyzw
00000e42  #  16 src IN[0]
00075012  #  17 INSTRUCTION END
