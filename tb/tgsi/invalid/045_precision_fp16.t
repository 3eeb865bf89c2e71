# expect: token 10: precision 2 is not supported (the engine computes in fp32: DEFAULT 0 or FLOAT32 1)
# why: the engine computes in fp32
00000101  #   0 VERSION 1.1
00000b02  #   1 HEADER HeaderSize 2 BodySize 11
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000002  #   4 data 2
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
81401042  #   9 INSTRUCTION MOV
0e460020  #  10 INSTRUCTION_EXT_NV
000000f3  #  11 dst OUT[0].xyzw
00000e42  #  12 src IN[0]
00075012  #  13 INSTRUCTION END
