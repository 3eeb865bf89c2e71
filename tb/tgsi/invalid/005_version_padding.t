# expect: token 0: VERSION: padding bits 16-31 are not zero (0x00010101)
# why: VERSION Padding must be 0 (version 1.1)
00010101  #   0 VERSION 1.1
00000a02  #   1 HEADER HeaderSize 2 BodySize 10
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
