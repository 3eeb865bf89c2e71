# expect: ok refused
# why: higher minor version: padding bits may carry newer fields and are not checked (docs/tgsi.md)
# vp: !!VP1.0
# vp: MOV o[HPOS], v[0];
# vp: END
0007ff01  #   0 VERSION 1.255
00000c02  #   1 HEADER HeaderSize 2 BodySize 12
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000000  #   4 data 0
00a02020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
01401032  #   9 INSTRUCTION MOV
000000f3  #  10 dst OUT[0].xyzw
00000e42  #  11 src IN[0]
00abc02b  #  12 unknown token type 11 Size 2
12345678  #  13 (data)
00075012  #  14 INSTRUCTION END
