# expect: token 12: indirect addressing of a destination is not supported
# why: no indirect destination
00000101  #   0 VERSION 1.1
00000d02  #   1 HEADER HeaderSize 2 BodySize 13
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000000  #   4 data 0
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
00006020  #   9 DCL ADDR
00000000  #  10 range 0..0
01401042  #  11 INSTRUCTION MOV
000001f3  #  12 dst OUT[0].xyzw
00000e46  #  13 indirect through ADDR[0].x
00000e42  #  14 src IN[0]
00075012  #  15 INSTRUCTION END
