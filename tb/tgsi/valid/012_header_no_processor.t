# expect: ok
# why: HeaderSize 1: no PROCESSOR token; the vertex processor is assumed
# vp: !!VP1.0
# vp: MOV o[HPOS], v[0];
# vp: END
00000101  #   0 VERSION 1.1
00000a01  #   1 HEADER HeaderSize 1 BodySize 10
00000023  #   2 PROPERTY NV_PROGRAM
00000000  #   3 data 0
00002020  #   4 DCL IN
00000000  #   5 range 0..0
00003020  #   6 DCL OUT
00000000  #   7 range 0..0
01401032  #   8 INSTRUCTION MOV
000000f3  #   9 dst OUT[0].xyzw
00000e42  #  10 src IN[0]
00075012  #  11 INSTRUCTION END
