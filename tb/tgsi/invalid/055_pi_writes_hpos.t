# expect: token 11: a position-invariant program must not write OUTPUT[0] (HPOS)
# why: a position-invariant program may not write HPOS
00000101  #   0 VERSION 1.1
00000c02  #   1 HEADER HeaderSize 2 BodySize 12
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000001  #   4 data 1
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
00001023  #   9 PROPERTY NV_POSITION_INVARIANT
00000001  #  10 data 1
01401032  #  11 INSTRUCTION MOV
000000f3  #  12 dst OUT[0].xyzw
00000e42  #  13 src IN[0]
00075012  #  14 INSTRUCTION END
