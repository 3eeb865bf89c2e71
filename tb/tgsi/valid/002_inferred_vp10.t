# expect: ok
# why: no NV_PROGRAM property: the first of VP1.0, VP1.1, VP2.0 that loads (docs/tgsi.md)
# vp: !!VP1.0
# vp: MOV o[HPOS], v[0];
# vp: END
00000101  #   0 VERSION 1.1
00000802  #   1 HEADER HeaderSize 2 BodySize 8
00000001  #   2 PROCESSOR 1
00002020  #   3 DCL IN
00000000  #   4 range 0..0
00003020  #   5 DCL OUT
00000000  #   6 range 0..0
01401032  #   7 INSTRUCTION MOV
000000f3  #   8 dst OUT[0].xyzw
00000e42  #   9 src IN[0]
00075012  #  10 INSTRUCTION END
