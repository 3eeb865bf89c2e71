# expect: token 9: NV_ENTRY names label 8 on END: the program would start at its end
# why: the entry point must be an instruction
00000101  #   0 VERSION 1.1
00000d02  #   1 HEADER HeaderSize 2 BodySize 13
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000002  #   4 data 2
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
00002023  #   9 PROPERTY NV_ENTRY
00000008  #  10 data 8
01401032  #  11 INSTRUCTION MOV
000000f3  #  12 dst OUT[0].xyzw
00000e42  #  13 src IN[0]
80075022  #  14 INSTRUCTION END
10000081  #  15 INSTRUCTION_EXT_LABEL 8 declaration
