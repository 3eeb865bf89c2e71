# expect: token 10: TEMPORARY[3] is used but not declared
# why: every register used must be declared
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
00000cf4  #  10 dst TEMP[3].xyzw
00000e42  #  11 src IN[0]
01401032  #  12 INSTRUCTION MOV
000000f3  #  13 dst OUT[0].xyzw
00000e42  #  14 src IN[0]
00075012  #  15 INSTRUCTION END
