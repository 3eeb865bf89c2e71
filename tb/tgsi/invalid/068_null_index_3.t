# expect: token 11: NULL[3]: the null register (the CC pseudo-register) has index 0
# why: the null destination has index 0
00000101  #   0 VERSION 1.1
00000e02  #   1 HEADER HeaderSize 2 BodySize 14
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000002  #   4 data 2
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
81401042  #   9 INSTRUCTION MOV
1e460000  #  10 INSTRUCTION_EXT_NV
00000cf0  #  11 dst NULL[3].xyzw
00000e42  #  12 src IN[0]
01401032  #  13 INSTRUCTION MOV
000000f3  #  14 dst OUT[0].xyzw
00000e42  #  15 src IN[0]
00075012  #  16 INSTRUCTION END
