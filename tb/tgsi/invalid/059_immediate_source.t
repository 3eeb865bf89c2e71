# expect: token 16: MOV reads IMMEDIATE[0]: the engine has no immediates (use a CONSTANT)
# why: the engine has no immediates
00000101  #   0 VERSION 1.1
00000f02  #   1 HEADER HeaderSize 2 BodySize 15
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000000  #   4 data 0
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
00000051  #   9 IMMEDIATE
3f800000  #  10 1
40000000  #  11 2
40400000  #  12 3
40800000  #  13 4
01401032  #  14 INSTRUCTION MOV
000000f3  #  15 dst OUT[0].xyzw
00000e47  #  16 src IMM[0]
00075012  #  17 INSTRUCTION END
