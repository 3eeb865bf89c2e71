# expect: ok
# why: NV_PROGRAM VSP1.0: a state program writes CONSTANT and reads INPUT[0]
# vp: !!VSP1.0
# vp: MUL c[5].xyz, v[0], c[4].w;
# vp: END
00000101  #   0 VERSION 1.1
00000b02  #   1 HEADER HeaderSize 2 BodySize 11
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000003  #   4 data 3
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00001020  #   7 DCL CONST
00050004  #   8 range 4..5
02407042  #   9 INSTRUCTION MUL
00001471  #  10 dst CONST[5].xyz
00000e42  #  11 src IN[0]
00020ff1  #  12 src CONST[4].w
00075012  #  13 INSTRUCTION END
