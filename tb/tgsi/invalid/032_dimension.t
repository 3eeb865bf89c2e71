# expect: token 13: 2-D (Dimension) addressing is not supported
# why: 2-D addressing is not in the engine
00000101  #   0 VERSION 1.1
00000d02  #   1 HEADER HeaderSize 2 BodySize 13
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000000  #   4 data 0
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
00001020  #   9 DCL CONST
00030000  #  10 range 0..3
01401042  #  11 INSTRUCTION MOV
000000f3  #  12 dst OUT[0].xyzw
0000ce41  #  13 src CONST[1]
00010000  #  14 DIMENSION 2
00075012  #  15 INSTRUCTION END
