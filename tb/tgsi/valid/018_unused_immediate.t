# expect: ok
# why: IMMEDIATE tokens are read (and printed) but the engine uses none
# vp: !!VP1.0
# vp: MOV o[HPOS], v[0];
# vp: END
00000101  #   0 VERSION 1.1
00000f02  #   1 HEADER HeaderSize 2 BodySize 15
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000000  #   4 data 0
00000051  #   5 IMMEDIATE
3f800000  #   6 1
3f000000  #   7 0.5
c0000000  #   8 -2
00000000  #   9 0
00002020  #  10 DCL IN
00000000  #  11 range 0..0
00003020  #  12 DCL OUT
00000000  #  13 range 0..0
01401032  #  14 INSTRUCTION MOV
000000f3  #  15 dst OUT[0].xyzw
00000e42  #  16 src IN[0]
00075012  #  17 INSTRUCTION END
