# expect: ok
# why: seed 1.1: a sized token of unknown Type is skipped by its Size
# vp: !!VP1.0
# vp: MOV o[HPOS], v[0];
# vp: END
00000101  #   0 VERSION 1.1
00001002  #   1 HEADER HeaderSize 2 BodySize 16
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000000  #   4 data 0
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00abc039  #   7 unknown token type 9 Size 3
12345678  #   8 (data)
12345678  #   9 (data)
00003020  #  10 DCL OUT
00000000  #  11 range 0..0
00abc01f  #  12 unknown token type 15 Size 1
01401032  #  13 INSTRUCTION MOV
000000f3  #  14 dst OUT[0].xyzw
00000e42  #  15 src IN[0]
00abc024  #  16 unknown token type 4 Size 2
12345678  #  17 (data)
00075012  #  18 INSTRUCTION END
