# expect: token 11: the INSTRUCTION at token 9 ends (Size 2) before its source register
# at: 15:1
# why: INSTRUCTION Size 2 cannot hold its source register
00000101  #   0 VERSION 1.1
00000b02  #   1 HEADER HeaderSize 2 BodySize 11
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000000  #   4 data 0
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
01401022  #   9 INSTRUCTION MOV
000000f3  #  10 dst OUT[0].xyzw
00000e42  #  11 src IN[0]
00000042  #  12 orphan
00075012  #  13 INSTRUCTION END
