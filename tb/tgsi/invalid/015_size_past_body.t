# expect: token 12: token of unknown type 9: Size 5 runs past the end of the body (2 tokens left, BodySize 11)
# why: an unknown token whose Size runs past the body
00000101  #   0 VERSION 1.1
00000b02  #   1 HEADER HeaderSize 2 BodySize 11
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000000  #   4 data 0
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
01401032  #   9 INSTRUCTION MOV
000000f3  #  10 dst OUT[0].xyzw
00000e42  #  11 src IN[0]
00abc059  #  12 unknown token type 9 Size 5
12345678  #  13 (data)
