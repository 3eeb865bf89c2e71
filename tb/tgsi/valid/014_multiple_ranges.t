# expect: ok
# why: several DECLARATION_RANGE tokens in one DECLARATION are merged; a range-less DECLARATION is 0..0
# vp: !!VP1.0
# vp: MUL o[HPOS], v[4], v[4].w;
# vp: END
00000101  #   0 VERSION 1.1
00000b02  #   1 HEADER HeaderSize 2 BodySize 11
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000000  #   4 data 0
00002030  #   5 DCL IN
00040003  #   6 range 3..4
00000000  #   7 range 0..0
00003010  #   8 DCL OUT
02407042  #   9 INSTRUCTION MUL
000000f3  #  10 dst OUT[0].xyzw
00020e42  #  11 src IN[4]
00020ff2  #  12 src IN[4].w
00075012  #  13 INSTRUCTION END
