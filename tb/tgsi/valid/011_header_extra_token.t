# expect: ok
# why: HeaderSize 3: the header token after PROCESSOR is skipped (HeaderSize-1 tokens before the body)
# vp: !!VP1.0
# vp: MOV o[HPOS], v[0];
# vp: END
00000101  #   0 VERSION 1.1
00000a03  #   1 HEADER HeaderSize 3 BodySize 10
00000001  #   2 PROCESSOR 1
deadbeef  #   3 unknown header token
00000023  #   4 PROPERTY NV_PROGRAM
00000000  #   5 data 0
00002020  #   6 DCL IN
00000000  #   7 range 0..0
00003020  #   8 DCL OUT
00000000  #   9 range 0..0
01401032  #  10 INSTRUCTION MOV
000000f3  #  11 dst OUT[0].xyzw
00000e42  #  12 src IN[0]
00075012  #  13 INSTRUCTION END
