# expect: ok
# why: a scalar operation reads .x of its swizzled source: RCP of .zyxw is RCP of .z
# vp: !!VP1.0
# vp: RCP o[HPOS].w, v[0].z;
# vp: MOV o[HPOS].xyz, v[0];
# vp: END
00000101  #   0 VERSION 1.1
00000d02  #   1 HEADER HeaderSize 2 BodySize 13
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000000  #   4 data 0
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
01403032  #   9 INSTRUCTION RCP
00000083  #  10 dst OUT[0].w
00000c62  #  11 src IN[0].zyxw
01401032  #  12 INSTRUCTION MOV
00000073  #  13 dst OUT[0].xyz
00000e42  #  14 src IN[0]
00075012  #  15 INSTRUCTION END
