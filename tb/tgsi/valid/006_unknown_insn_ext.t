# expect: ok
# why: seed 1.1: extension tokens of unknown Type are skipped by the Extended bit (two chained, then NV)
# vp: !!VP2.0
# vp: ADDC R0.x, v[0], v[0];
# vp: MOV o[HPOS], v[0];
# vp: END
00000101  #   0 VERSION 1.1
00001302  #   1 HEADER HeaderSize 2 BodySize 19
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000002  #   4 data 2
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
00004020  #   9 DCL TEMP
00000000  #  10 range 0..0
82408072  #  11 INSTRUCTION ADD
80000557  #  12 extension of unknown type 7
8000055c  #  13 extension of unknown type 12
1e460000  #  14 INSTRUCTION_EXT_NV
00000014  #  15 dst TEMP[0].x
00000e42  #  16 src IN[0]
00000e42  #  17 src IN[0]
01401032  #  18 INSTRUCTION MOV
000000f3  #  19 dst OUT[0].xyzw
00000e42  #  20 src IN[0]
00075012  #  21 INSTRUCTION END
