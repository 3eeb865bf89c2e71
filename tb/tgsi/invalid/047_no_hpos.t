# expect: token 15: the program never writes OUTPUT[0] (o[HPOS])
# why: a vertex program writes OUTPUT[0]
00000101  #   0 VERSION 1.1
00000c02  #   1 HEADER HeaderSize 2 BodySize 12
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000000  #   4 data 0
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
00003020  #   9 DCL OUT
00010001  #  10 range 1..1
01401032  #  11 INSTRUCTION MOV
000004f3  #  12 dst OUT[1].xyzw
00000e42  #  13 src IN[0]
00075012  #  14 INSTRUCTION END
