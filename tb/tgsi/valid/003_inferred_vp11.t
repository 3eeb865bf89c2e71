# expect: ok
# why: no NV_PROGRAM property; SUB needs VP1.1
# vp: !!VP1.1
# vp: SUB o[HPOS], v[0], v[0].x;
# vp: END
00000101  #   0 VERSION 1.1
00000902  #   1 HEADER HeaderSize 2 BodySize 9
00000001  #   2 PROCESSOR 1
00002020  #   3 DCL IN
00000000  #   4 range 0..0
00003020  #   5 DCL OUT
00000000  #   6 range 0..0
02411042  #   7 INSTRUCTION SUB
000000f3  #   8 dst OUT[0].xyzw
00000e42  #   9 src IN[0]
00000002  #  10 src IN[0].x
00075012  #  11 INSTRUCTION END
