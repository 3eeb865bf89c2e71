# expect: ok
# why: unknown SRC_REGISTER and DST_REGISTER extension types are skipped; the known MOD after them applies
# vp: !!VP2.0
# vp: MOV o[HPOS], -|v[0]|;
# vp: END
00000101  #   0 VERSION 1.1
00000d02  #   1 HEADER HeaderSize 2 BodySize 13
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000002  #   4 data 2
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
01401062  #   9 INSTRUCTION MOV
800000f3  #  10 dst OUT[0].xyzw
00000555  #  11 extension of unknown type 5
80000e42  #  12 src IN[0]
80000559  #  13 extension of unknown type 9
00000181  #  14 SRC_REGISTER_EXT_MOD
00075012  #  15 INSTRUCTION END
