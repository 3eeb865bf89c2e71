# expect: token 9: an entry point after the first instruction needs VP2.0 (this is VP1.0)
# why: only VP2.0 programs start after the first instruction
00000101  #   0 VERSION 1.1
00001202  #   1 HEADER HeaderSize 2 BodySize 18
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000000  #   4 data 0
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
00002023  #   9 PROPERTY NV_ENTRY
00000008  #  10 data 8
00004020  #  11 DCL TEMP
00000000  #  12 range 0..0
01401032  #  13 INSTRUCTION MOV
000000f4  #  14 dst TEMP[0].xyzw
00000e42  #  15 src IN[0]
81401042  #  16 INSTRUCTION MOV
10000081  #  17 INSTRUCTION_EXT_LABEL 8 declaration
000000f3  #  18 dst OUT[0].xyzw
00000e42  #  19 src IN[0]
00075012  #  20 INSTRUCTION END
