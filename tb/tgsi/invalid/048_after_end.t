# expect: token 13: instruction after END (token 12)
# why: END is the last instruction
00000101  #   0 VERSION 1.1
00000d02  #   1 HEADER HeaderSize 2 BodySize 13
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000000  #   4 data 0
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
01401032  #   9 INSTRUCTION MOV
000000f3  #  10 dst OUT[0].xyzw
00000e42  #  11 src IN[0]
00075012  #  12 INSTRUCTION END
01401032  #  13 INSTRUCTION MOV
000000f3  #  14 dst OUT[0].xyzw
00000e42  #  15 src IN[0]
