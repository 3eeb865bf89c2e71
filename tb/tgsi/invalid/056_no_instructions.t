# expect: token 10: the stream has no instructions
# why: a program has at least one instruction
00000101  #   0 VERSION 1.1
00000702  #   1 HEADER HeaderSize 2 BodySize 7
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000000  #   4 data 0
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
00075012  #   9 INSTRUCTION END
