# expect: token 10: jump to label 4, which no instruction declares
# why: the jump label must be declared on some instruction
00000101  #   0 VERSION 1.1
00000c02  #   1 HEADER HeaderSize 2 BodySize 12
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000002  #   4 data 2
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
8003e022  #   9 INSTRUCTION BRA
00000041  #  10 INSTRUCTION_EXT_LABEL 4 jump
01401032  #  11 INSTRUCTION MOV
000000f3  #  12 dst OUT[0].xyzw
00000e42  #  13 src IN[0]
00075012  #  14 INSTRUCTION END
