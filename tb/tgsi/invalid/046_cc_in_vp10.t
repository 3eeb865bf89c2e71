# expect: token 9: MOV: condition codes are not available in VP1.0
# why: condition codes are VP2.0
00000101  #   0 VERSION 1.1
00000b02  #   1 HEADER HeaderSize 2 BodySize 11
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000000  #   4 data 0
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
81401042  #   9 INSTRUCTION MOV
1e460000  #  10 INSTRUCTION_EXT_NV
000000f3  #  11 dst OUT[0].xyzw
00000e42  #  12 src IN[0]
00075012  #  13 INSTRUCTION END
