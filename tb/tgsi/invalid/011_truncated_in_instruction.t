# expect: token 10: the stream ends inside the INSTRUCTION at token 9 (Size 3): truncated
# at: 14:1
# why: the stream is cut inside the MOV instruction
00000101  #   0 VERSION 1.1
00000a02  #   1 HEADER HeaderSize 2 BodySize 10
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000000  #   4 data 0
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
01401032  #   9 INSTRUCTION MOV
