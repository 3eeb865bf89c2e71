# expect: token 13: TEMPORARY[-1] does not exist (the engine has TEMPORARY[0..15])
# why: register indices are not negative
00000101  #   0 VERSION 1.1
00000c02  #   1 HEADER HeaderSize 2 BodySize 12
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000000  #   4 data 0
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
00004020  #   9 DCL TEMP
00000000  #  10 range 0..0
01401032  #  11 INSTRUCTION MOV
000000f3  #  12 dst OUT[0].xyzw
7fff8e44  #  13 src TEMP[-1]
00075012  #  14 INSTRUCTION END
